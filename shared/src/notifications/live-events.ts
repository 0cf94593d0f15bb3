import * as z from '../zod';
import { unreadCountsSchema } from './schemas';

/** What the server pushes over the WebSocket; each event tells the client what to fetch again. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  /** To admins: notifications changed; the badge counts come along. */
  z.object({ type: z.literal('notifications.changed'), unread: unreadCountsSchema }),
  /** To the owner's open sessions: their profile was saved somewhere. */
  z.object({ type: z.literal('profile.changed') }),
  /** To admins: a customer's profile was removed. */
  z.object({ type: z.literal('user.deleted'), userId: z.string() }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
