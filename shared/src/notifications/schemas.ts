import * as z from 'zod';

/** One admin notification: the newest activity of one type by one customer. */
export const notificationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The claim the activity happened on, when it happened on one. */
  applicationId: z.string().nullable(),
  eventType: z.string(),
  eventData: z.object({ userName: z.string(), detail: z.string().optional() }),
  isRead: z.boolean(),
  createdAt: z.string(),
  archivedAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ notifications: z.array(notificationSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** What the admin header badge adds up: unread notifications and unread customer messages. */
export const unreadCountsSchema = z.object({ notifications: z.number().int(), messages: z.number().int() });
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const notificationIdParamsSchema = z.object({ notificationId: z.string().min(3).max(200) });

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
