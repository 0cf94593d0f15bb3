import { copyFor, exportedFileName, exportedItem } from '@taxback/shared';
import { unseal } from '../adapters/encryption';
import { deleteFile, putFile, readFile } from '../adapters/files';
import { sendMail } from '../adapters/mail';
import { logger } from '../commons/logger';
import { zip, type ZipEntries } from '../commons/zip';
import { config } from '../config';
import {
  claimItems,
  entityOf,
  markExportFailed,
  markExportReady,
  userItems,
  type DataExportItem,
} from '../data/data-rights';
import { getProfile } from '../data/profiles';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * Everything held about one customer as a ZIP: the profile with its encrypted fields opened, each claim
 * with its answers, payments, signed authorisation, form retrievals and request letters, messages, the staff's notifications about them, the list of files and
 * the files themselves. Only the customer's own partition and their claims' payments are read.
 */
export async function buildExport(userId: string): Promise<Uint8Array> {
  const items = await userItems(userId);
  const of = (entity: string) => items.filter((item) => entityOf(item) === entity);
  const [profile] = of('profile');
  const sealed =
    profile && typeof profile.sealed === 'string' ? await unseal<Record<string, unknown>>(userId, profile.sealed) : {};
  const claims = of('application');
  const ofClaims = await claimItems(claims.map((claim) => String(claim.applicationId)));
  const ofClaim = (applicationId: unknown, entity: string) =>
    ofClaims
      .filter((item) => item.applicationId === applicationId && entityOf(item) === entity)
      .map((item) => exportedItem(item));
  const documents = of('document');
  const files: ZipEntries = {};
  for (const document of documents) {
    const bytes = await readFile(String(document.filePath));
    if (bytes) files[exportedFileName(String(document.documentId), String(document.fileName))] = bytes;
  }
  return zip({
    'profile.json': json(profile ? { ...exportedItem(profile), ...sealed } : null),
    'claims.json': json(
      claims.map((claim) => ({
        ...exportedItem(claim),
        payments: ofClaim(claim.applicationId, 'payment'),
        authorisation: ofClaim(claim.applicationId, 'authorisation')[0] ?? null,
        formRetrievals: ofClaim(claim.applicationId, 'retrieval'),
        requestLetters: ofClaim(claim.applicationId, 'letter'),
      })),
    ),
    'messages.json': json(of('message').map(exportedItem)),
    'notifications.json': json(of('notification').map(exportedItem)),
    'documents.json': json(
      documents.map((document) => ({
        ...exportedItem(document),
        inArchive: exportedFileName(String(document.documentId), String(document.fileName)),
      })),
    ),
    ...files,
  });
}

/** Where an export's ZIP is stored: under the customer's own prefix, as their documents are (see needs.ts). */
export const exportObjectKey = (userId: string, exportId: string) => `${userId}/exports/${exportId}.zip`;

/** Deletes the ZIP of an export whose record is gone, so that no copy of the customer's data outlives it. */
export async function removeExportFile(removed: Pick<DataExportItem, 'exportId' | 'objectKey'>): Promise<void> {
  if (!removed.objectKey) return;
  await deleteFile(removed.objectKey);
  logger.info('Expired data export deleted', { exportId: removed.exportId });
}

/** Builds a requested export, stores it, marks it ready and mails whoever asked. A failure marks it failed. */
export async function runExport(request: DataExportItem): Promise<void> {
  const { userId, exportId } = request;
  const objectKey = exportObjectKey(userId, exportId);
  try {
    await putFile(objectKey, await buildExport(userId), 'application/zip');
    await markExportReady(userId, exportId, objectKey);
    logger.info('Data export ready', { exportId, userId, requestedBy: request.requestedBy });
  } catch (error) {
    logger.error('Data export failed', { exportId, userId, error: error as Error });
    await markExportFailed(userId, exportId);
    return;
  }
  const byCustomer = request.requestedBy === 'customer';
  // Built off the request: a customer's mail follows the language on their profile (staff read English).
  const text = copyFor(byCustomer ? (await getProfile(userId))?.language : undefined).dataRights;
  await sendMail({
    to: [request.notify],
    subject: text.exportMailSubject,
    text: byCustomer
      ? text.exportMailBody(`${config.appUrl}/account#your-data`)
      : text.staffExportMailBody(userId, `${config.appUrl}/admin`),
  });
}
