import { isSearchable, PAGE_SIZE, UPLOAD, staffCopy } from '@taxback/shared';
import { presignDownload, storedSize } from '../adapters/files';
import { documentsByKeys, documentsPage, getUserDocument, type DocumentItem } from '../data/stores/document';
import { searchIndex } from '../data/stores/search-index';
import { notFound } from '../http/errors';
import { ok, operation } from '../http/lambda-handler';

const CATEGORIES: Record<string, DocumentItem['category']> = {
  id: 'ID',
  form: 'Form',
  'form 1042-s': 'Form',
  'loss evidence': 'LossEvidence',
  lossevidence: 'LossEvidence',
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
  return documentsByKeys(matches.map((match) => ({ userId: match.userId, documentId: match.targetId })));
}

/** Every customer's uploads, newest first; a document type lists that type, any other text searches. */
export const listAdminFiles = operation('listAdminFiles', async ({ query }) => {
  const text = query.q ?? '';
  const category = CATEGORIES[text.toLowerCase()] ?? null;
  if (!category && isSearchable(text)) {
    return ok({ items: (await searchFiles(text)).map(fileView), cursor: null });
  }
  const page = await documentsPage(category, query.cursor ?? null, query.limit ?? PAGE_SIZE.admin);
  return ok({ items: page.items.map(fileView), cursor: page.cursor });
});

/** A short-lived download link; 'File not found' when the record or the stored object is gone. */
export const downloadAdminFile = operation('downloadAdminFile', async ({ params }) => {
  const data = await getUserDocument(params.userId, params.documentId);
  if (!data || (await storedSize(data.filePath)) === null) throw notFound(staffCopy.adminBackOffice.files.notFound);
  return ok({
    url: await presignDownload(data.filePath, data.fileName, UPLOAD.downloadExpirySeconds),
    fileName: data.fileName,
  });
});
