import { copy, isSearchable, PAGE_SIZE, UPLOAD } from '@taxback/shared';
import { presignDownload, storedSize } from '../adapters/files';
import { pageOptions } from '../data/admin-queries';
import type { DocumentItem } from '../data/document-store';
import { documents } from '../data/documents';
import { searchIndex } from '../data/search-index';
import { notFound } from '../http/errors';
import { ok, operation } from '../http/lambda-handler';

const CATEGORIES: Record<string, DocumentItem['category']> = {
  id: 'ID',
  form: 'Form',
  'form 1042-s': 'Form',
  generated: 'Generated',
};

const fileView = ({
  documentId,
  userId,
  userName,
  fileName,
  fileType,
  category,
  sizeBytes,
  createdAt,
}: DocumentItem) => ({
  documentId,
  userId,
  userName: userName ?? '',
  fileName,
  fileType,
  category,
  sizeBytes,
  createdAt,
});

/** The files whose name or owner's name the search index finds. */
async function searchFiles(text: string): Promise<DocumentItem[]> {
  const matches = await searchIndex('file', text);
  if (matches.length === 0) return [];
  const { data } = await documents()
    .get(matches.map((match) => ({ userId: match.userId, documentId: match.targetId })))
    .go();
  return data.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Every customer's uploads, newest first; a document type lists that type, any other text searches. */
export const listAdminFiles = operation('listAdminFiles', async ({ query }) => {
  const text = query.q ?? '';
  const category = CATEGORIES[text.toLowerCase()] ?? null;
  if (!category && isSearchable(text)) {
    return ok({ items: (await searchFiles(text)).map(fileView), cursor: null });
  }
  const base = documents().query.allDocuments({});
  const filtered = category ? base.where(({ category: field }, { eq }) => eq(field, category)) : base;
  const { data, cursor } = await filtered.go({
    order: 'desc',
    cursor: query.cursor ?? null,
    ...pageOptions(query.limit ?? PAGE_SIZE.admin, Boolean(category)),
  });
  return ok({ items: data.map(fileView), cursor });
});

/** A short-lived download link; 'File not found' when the record or the stored object is gone. */
export const downloadAdminFile = operation('downloadAdminFile', async ({ params }) => {
  const { data } = await documents().get({ userId: params.userId, documentId: params.documentId }).go();
  if (!data || (await storedSize(data.filePath)) === null) throw notFound(copy.adminBackOffice.files.notFound);
  return ok({
    url: await presignDownload(data.filePath, data.fileName, UPLOAD.downloadExpirySeconds),
    fileName: data.fileName,
  });
});
