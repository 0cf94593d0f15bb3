import { copyFor, exportedFileName, exportedItem } from '@taxback/shared';
import { unseal } from '../adapters/encryption';
import { deleteFile, listFiles, openFile, putStream } from '../adapters/files';
import { sendMail } from '../adapters/mail';
import { logger } from '../commons/logger';
import { streamZip, type ZipEntry } from '../commons/zip';
import { config } from '../config';
import { claimItems, entityOf, userItems } from '../data/stores/partitions';
import { markExportFailed, markExportReady, type DataExportItem } from '../data/stores/data-export';
import { getProfileItem } from '../data/stores/profile';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * Everything held about one customer as the entries of a ZIP: the profile with its encrypted fields opened, each
 * claim with its answers, payments, signed authorisation, form retrievals and request letters, messages, the
 * staff's notifications about them, the list of files and the files themselves (each read from S3 only when the
 * archive reaches it). Only the customer's own partition and their claims' payments are read.
 */
export async function exportEntries(userId: string): Promise<ZipEntry[]> {
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
  const inArchive = (document: Record<string, unknown>) =>
    exportedFileName(String(document.documentId), String(document.fileName));
  return [
    { name: 'profile.json', text: json(profile ? { ...exportedItem(profile), ...sealed } : null) },
    {
      name: 'claims.json',
      text: json(
        claims.map((claim) => ({
          ...exportedItem(claim),
          payments: ofClaim(claim.applicationId, 'payment'),
          authorisation: ofClaim(claim.applicationId, 'authorisation')[0] ?? null,
          formRetrievals: ofClaim(claim.applicationId, 'retrieval'),
          requestLetters: ofClaim(claim.applicationId, 'letter'),
        })),
      ),
    },
    { name: 'messages.json', text: json(of('message').map(exportedItem)) },
    { name: 'notifications.json', text: json(of('notification').map(exportedItem)) },
    {
      name: 'documents.json',
      text: json(documents.map((document) => ({ ...exportedItem(document), inArchive: inArchive(document) }))),
    },
    ...documents.map((document) => ({ name: inArchive(document), open: () => openFile(String(document.filePath)) })),
  ];
}

/** Builds the customer's export and streams it to `objectKey` as it is made (memory does not grow with it). */
export async function storeExport(userId: string, objectKey: string): Promise<void> {
  await streamZip(await exportEntries(userId), (archive) =>
    putStream(objectKey, archive, 'application/zip', 'exports'),
  );
}

/** Where an export's ZIP is stored: under the customer's own prefix, as their documents are (see needs.ts). */
export const exportObjectKey = (userId: string, exportId: string) => `${userId}/exports/${exportId}.zip`;

/**
 * Only the latest export is ever served: the ZIPs of earlier ones go once a new one is ready, not days later when
 * their records expire. A failure here leaves them to that expiry.
 */
async function removeEarlierExports(userId: string, latestKey: string): Promise<void> {
  try {
    const earlier = (await listFiles(`${userId}/exports/`)).filter((key) => key !== latestKey);
    for (const key of earlier) await deleteFile(key);
  } catch (error) {
    logger.error('Earlier data exports could not be deleted', { userId, error: error as Error });
  }
}

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
    await storeExport(userId, objectKey);
    await markExportReady(userId, exportId, objectKey);
    logger.info('Data export ready', { exportId, userId, requestedBy: request.requestedBy });
  } catch (error) {
    logger.error('Data export failed', { exportId, userId, error: error as Error });
    await markExportFailed(userId, exportId);
    // Whatever was stored of it (an upload that failed leaves none, a record that could not be marked ready a
    // whole ZIP) is not the customer's export.
    await deleteFile(objectKey);
    return;
  }
  await removeEarlierExports(userId, objectKey);
  const byCustomer = request.requestedBy === 'customer';
  // Built off the request: a customer's mail follows the language on their profile (staff read English).
  const text = copyFor(byCustomer ? (await getProfileItem(userId))?.language : undefined).dataRights;
  await sendMail({
    to: [request.notify],
    subject: text.exportMailSubject,
    text: byCustomer
      ? text.exportMailBody(`${config.appUrl}/account#your-data`)
      : text.staffExportMailBody(userId, `${config.appUrl}/admin/customers`),
  });
}
