import * as z from '../zod';
import { pageOf } from '../validation/list-cursor';
import { userIdSchema } from '../account/auth-schemas';

export const adminFileSchema = z.object({
  documentId: z.string(),
  userId: z.string(),
  userName: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  category: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
});
export const adminFilesPageSchema = pageOf(adminFileSchema);
export const filePathSchema = z.object({
  userId: userIdSchema,
  documentId: z.uuid(),
});
