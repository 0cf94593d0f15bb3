import { presignUploadResponseSchema, type DocumentCategory } from '@taxback/shared/uploads/files';
import { apiRequest } from '@/lib/api-client';

/** Asks for a one-file, size- and type-limited browser upload straight to storage. */
export const presignUpload = (category: DocumentCategory, file: File) =>
  apiRequest({
    method: 'POST',
    path: '/uploads',
    auth: 'user',
    body: { category, fileName: file.name, sizeBytes: file.size },
    schema: presignUploadResponseSchema,
  });
