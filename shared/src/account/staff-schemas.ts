import * as z from '../zod';
import { pageOf } from '../validation/list-cursor';
import { APPLICATION_STATUSES } from '../claim/schemas';

export const adminUserSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  applicationCount: z.number(),
  status: z.nullable(z.enum(APPLICATION_STATUSES)),
  hasMessages: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersPageSchema = z.extend(pageOf(adminUserSchema), {
  /** True when the identity provider could not be reached and emails are not shown. */
  emailsUnavailable: z.boolean(),
});
