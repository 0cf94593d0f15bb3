import {
  claimInProgress,
  CONTENT_TYPES,
  extensionOf,
  copy,
  exceedsStorageQuota,
  newestFirst,
  sanitizeFileName,
  UPLOAD,
  UPLOAD_LIMITS,
  staffCopy,
  type DocumentCategory,
} from '@taxback/shared';
import { deleteFile, presignDownload, presignUpload, storedSize } from '../adapters/files';
import { newId } from '../commons/ids';
import { logger } from '../commons/logger';
import { getApplication, userApplications } from '../data/stores/application';
import { transition } from '../claim/lifecycle';
import { getProfileItem } from '../data/stores/profile';
import { discardTicket, getTicket, issueTicket } from '../data/stores/upload-ticket';
import { getUserDocument, listUserDocuments, recordUpload } from '../data/stores/document';
import { takeRateLimitToken } from '../data/stores/rate-counter';
import { badRequest, conflict, notFound, payloadTooLarge, tooManyRequests } from '../http/errors';
import { checkStoredUpload, quarantineKey } from '../http/stored-upload';
import { created, ok, operation } from '../http/lambda-handler';

/** A Form 1042-S sets the price, so it is refused once the claim is paid; any other file only once it is closed. */
const uploadEvent = (category: DocumentCategory) =>
  category === 'Form' ? 'upload_priced_document' : 'upload_document';

/** The claim a file is for: the one named (404 if it is not the caller's), else the one being worked on. */
async function claimForUpload(userId: string, applicationId: string | undefined) {
  if (applicationId) {
    const named = await getApplication(userId, applicationId);
    if (!named) throw notFound(copy.payment.noApplication);
    return named;
  }
  const claims = await userApplications(userId);
  return claimInProgress(claims) ?? newestFirst(claims)[0] ?? null;
}

/** The claim the file is for, if it takes one now: a file is always kept with a claim (409 when there is none). */
async function checkUploadAllowed(userId: string, category: DocumentCategory, applicationId: string | undefined) {
  const application = await claimForUpload(userId, applicationId);
  if (!application) throw conflict(undefined, copy.upload.noClaimInProgress);
  transition(application, uploadEvent(category), 'customer');
  return application;
}

/** 413 when one more file of `sizeBytes` takes the customer's stored files past their quota. */
async function checkQuota(userId: string, fileName: string, sizeBytes: number): Promise<void> {
  if (exceedsStorageQuota(await listUserDocuments(userId), sizeBytes)) {
    throw payloadTooLarge(copy.upload.quotaFull(fileName));
  }
}

export const presignDocumentUpload = operation('presignDocumentUpload', async ({ caller, body }) => {
  const { presignsPerWindow, windowSeconds } = UPLOAD_LIMITS;
  if (!(await takeRateLimitToken('presign-user', caller.userId, presignsPerWindow, windowSeconds))) {
    throw tooManyRequests();
  }
  const application = await checkUploadAllowed(caller.userId, body.category, body.applicationId);
  const fileName = sanitizeFileName(body.fileName);
  const extension = extensionOf(fileName);
  if (!extension) throw badRequest(copy.upload.wrongType(fileName));
  if (body.sizeBytes > UPLOAD.maxBytes) throw payloadTooLarge(copy.upload.tooLarge(fileName));
  if (body.sizeBytes === 0) throw badRequest(copy.upload.empty(fileName));
  await checkQuota(caller.userId, fileName, body.sizeBytes);

  const uploadId = newId();
  const filePath = `${caller.userId}/refund-documents/${Date.now()}-${fileName}`;
  const contentType = CONTENT_TYPES[extension];
  // The browser writes to the quarantine only; confirmation copies the checked bytes to `filePath`.
  const presigned = await presignUpload(
    quarantineKey(filePath),
    contentType,
    UPLOAD.maxBytes,
    UPLOAD.presignExpirySeconds,
  );
  await issueTicket({
    uploadId,
    userId: caller.userId,
    category: body.category,
    fileName,
    filePath,
    extension,
    applicationId: application.applicationId,
    expiresAt: Math.floor(Date.now() / 1000) + 24 * 3600,
  });
  return created({ uploadId, ...presigned });
});

/**
 * Checks what actually reached S3 (size, and real type by its first bytes) before recording it. A file
 * that fails a check, or cannot be recorded, is deleted.
 */
export const confirmDocumentUpload = operation('confirmDocumentUpload', async ({ caller, body }) => {
  const ticket = await getTicket(caller.userId, body.uploadId);
  // A form staff are putting on the claim for signature is theirs to confirm, not the customer's.
  if (!ticket || ticket.category === 'ToSign') throw notFound(copy.upload.unknownUpload);
  const { fileName, filePath } = ticket;
  // Before the file leaves the quarantine: one the claim no longer takes stays there, with its ticket, for the
  // ticket's expiry to delete.
  const application = await checkUploadAllowed(caller.userId, ticket.category, ticket.applicationId);
  const { size, contentType } = await checkStoredUpload(ticket);
  // What reached S3, with what is stored already (the declared size was checked when the upload was asked for).
  try {
    await checkQuota(caller.userId, fileName, size);
  } catch (error) {
    await deleteFile(filePath);
    await discardTicket(caller.userId, ticket.uploadId);
    throw error;
  }
  const profile = await getProfileItem(caller.userId);
  const userName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || caller.email;
  let recorded: Awaited<ReturnType<typeof recordUpload>>;
  try {
    recorded = await recordUpload(ticket, size, contentType, application.applicationId, userName);
  } catch (error) {
    logger.error('Recording an upload failed', error as Error);
    await deleteFile(filePath);
    throw badRequest(copy.upload.recordFailed(fileName, copy.common.serverError));
  }
  if (recorded === 'claim_changed') {
    await deleteFile(filePath);
    throw conflict(undefined, copy.lifecycle.documentsFrozen);
  }
  if (recorded === 'already_recorded') throw conflict(undefined, copy.upload.alreadyRecorded(fileName));
  return ok({ documentId: ticket.uploadId, fileName });
});

export const listDocuments = operation('listDocuments', async ({ caller, query }) => {
  const items = await listUserDocuments(caller.userId);
  let shown = items;
  if (query.applicationId) {
    // Files of the single-claim days carry no claim: they belong to the customer's first claim.
    const first = newestFirst(await userApplications(caller.userId)).at(-1)?.applicationId;
    shown = items.filter((item) => (item.applicationId ?? first) === query.applicationId);
  }
  return ok({
    documents: shown.map(
      ({ documentId, fileName, fileType, category, sizeBytes, createdAt, applicationId, officialForm, taxYear }) => ({
        documentId,
        fileName,
        fileType,
        category,
        sizeBytes,
        createdAt,
        applicationId: applicationId ?? null,
        officialForm: officialForm ?? null,
        taxYear: taxYear ?? null,
      }),
    ),
  });
});

/** A short-lived link to one of the caller's own files (their uploads and the forms we prepared). */
export const downloadMyDocument = operation('downloadMyDocument', async ({ caller, params }) => {
  const data = await getUserDocument(caller.userId, params.documentId);
  if (!data || (await storedSize(data.filePath)) === null) throw notFound(staffCopy.adminBackOffice.files.notFound);
  return ok({
    url: await presignDownload(data.filePath, data.fileName, UPLOAD.downloadExpirySeconds),
    fileName: data.fileName,
  });
});
