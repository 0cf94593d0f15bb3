import { userIdSchema } from '../account/auth-schemas';
import { adminNotificationsCopy } from '../catalogue/notifications/staff';
import { NOTIFICATIONS } from '../constants';
import * as z from '../zod';
import { parseNotificationId } from './schemas';

// Apart from the other notification schemas, which the customer's realtime events read: staff texts stay out of their bundle.

const notificationIdSchema = z.string().check(z.minLength(3), z.maxLength(200));

/**
 * Marks one customer's group of notifications read at once: 1 to `NOTIFICATIONS.bulkReadMax` well-formed ids, each
 * of that customer (an id of another customer is refused, so a group's button never reads someone else's events).
 */
export const bulkReadRequestSchema = z
  .object({
    userId: userIdSchema,
    ids: z.array(notificationIdSchema).check(z.minLength(1), z.maxLength(NOTIFICATIONS.bulkReadMax)),
  })
  .check(
    z.refine(({ userId, ids }) => ids.every((id) => parseNotificationId(id)?.userId === userId), {
      error: () => adminNotificationsCopy.bulkReadOtherCustomer,
      path: ['ids'],
    }),
  );
/** How many of the ids were marked read; the others were gone or replaced by a newer event meanwhile. */
export const bulkReadResultSchema = z.object({ marked: z.int(), skipped: z.int() });
