import type { DocumentCategory } from '@taxback/shared/uploads/files';
import { api } from '@/lib/api-client';

/** Asks for a one-file, size- and type-limited browser upload straight to storage. */
export const presignUpload = (category: DocumentCategory, file: File) =>
  api.uploads.presignDocumentUpload({ body: { category, fileName: file.name, sizeBytes: file.size } });
