import { copy, PAGE_SIZE, UPLOAD } from '@taxback/shared';
import { presignDownload, storedSize } from '../adapters/files';
import { pageOptions } from '../data/admin-queries';
import { documents } from '../data/documents';
import { notFound } from '../http/errors';
import { ok, operation } from '../http/lambda-handler';

/** Every customer's uploads, newest first; the search matches file name, customer name or document type. */
export const listAdminFiles = operation('listAdminFiles', async ({ query }) => {
  const text = query.q ?? '';
  const base = documents().query.allDocuments({});
  const filtered = text
    ? base.where(
        ({ fileName, userName, category }, { contains, eq }) =>
          `${contains(fileName, text)} OR ${contains(userName, text)} OR ${eq(category, text === 'Form 1042-S' ? 'Form' : text)}`,
      )
    : base;
  const { data, cursor } = await filtered.go({
    order: 'desc',
    cursor: query.cursor ?? null,
    ...pageOptions(query.limit ?? PAGE_SIZE.admin, Boolean(text)),
  });
  return ok({
    items: data.map(({ documentId, userId, userName, fileName, fileType, category, sizeBytes, createdAt }) => ({
      documentId,
      userId,
      userName: userName ?? '',
      fileName,
      fileType,
      category,
      sizeBytes,
      createdAt,
    })),
    cursor,
  });
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
