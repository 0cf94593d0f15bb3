import * as z from '../zod';

/** One admin notification: the newest activity of one type by one customer. */
export const notificationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The claim the activity happened on, when it happened on one. */
  applicationId: z.nullable(z.string()),
  eventType: z.string(),
  eventData: z.object({ userName: z.string(), detail: z.optional(z.string()) }),
  isRead: z.boolean(),
  createdAt: z.string(),
  archivedAt: z.nullable(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ notifications: z.array(notificationSchema) });

/** What the admin header badge adds up: unread notifications and unread customer messages. */
export const unreadCountsSchema = z.object({ notifications: z.int(), messages: z.int() });
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const notificationIdParamsSchema = z.object({
  notificationId: z.string().check(z.minLength(3), z.maxLength(200)),
});

/**
 * A notification is keyed on its user and event type (one per pair), so its id is both joined by a
 * dot: user ids carry no dot and event types are snake_case.
 */
export const notificationId = (userId: string, eventType: string) => `${userId}.${eventType}`;

export function parseNotificationId(id: string): { userId: string; eventType: string } | null {
  const dot = id.lastIndexOf('.');
  if (dot <= 0 || dot === id.length - 1) return null;
  return { userId: id.slice(0, dot), eventType: id.slice(dot + 1) };
}
