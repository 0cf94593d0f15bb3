import { CONTENT_TYPES, copy, detectFileType, sameFileType, UPLOAD, type UploadExtension } from '@taxback/shared';
import { deleteFile, putFile, readFile, storedSize } from '../adapters/files';
import { metricNames } from '../commons/metric-names';
import { countMetric } from '../commons/metrics';
import { discardTicket, type Ticket } from '../data/stores/upload-ticket';
import { badRequest, payloadTooLarge } from './errors';

const MAGIC_BYTES = 16;

/**
 * Where the browser uploads a file before it is checked: `<userId>/quarantine/<kind>-<name>` for the final
 * key `<userId>/<kind>/<name>`. The presigned form names only this key, so the customer never writes a key
 * that staff or the claim read, and (IAM patterns `*\/<kind>/*`) no role that reads stored files reads this.
 */
export function quarantineKey(filePath: string): string {
  const [owner, kind, ...name] = filePath.split('/');
  return `${owner}/quarantine/${kind}-${name.join('_')}`;
}

/**
 * Deletes whatever a browser left in the quarantine for a ticket that is gone: TTL removes a ticket never
 * confirmed, and a file nobody checked must not stay behind (a confirmed one was moved out already).
 */
export async function removeQuarantinedUpload(ticket: Pick<Ticket, 'filePath'>): Promise<void> {
  await deleteFile(quarantineKey(ticket.filePath));
}

/**
 * Checks what actually reached the quarantine for an upload ticket (size, and real type by its first
 * bytes), then writes exactly the checked bytes to the ticket's final key and deletes the quarantined
 * object: a later POST with the same presigned form lands in the quarantine again and changes nothing
 * stored. A file that fails a check is deleted with its ticket. Answers the size and content type to record.
 */
export async function checkStoredUpload(ticket: Ticket): Promise<{ size: number; contentType: string }> {
  const { fileName, filePath } = ticket;
  const uploaded = quarantineKey(filePath);
  const rejectFile = async (error: Error) => {
    countMetric(metricNames.uploadRejected);
    await deleteFile(uploaded);
    await discardTicket(ticket.userId, ticket.uploadId);
    return error;
  };
  const declared = await storedSize(uploaded);
  if (declared === null) throw badRequest(copy.upload.notReceived(fileName));
  if (declared > UPLOAD.maxBytes) throw await rejectFile(payloadTooLarge(copy.upload.tooLarge(fileName)));
  // The bytes are read once and the checks and the copy use that one read, so nothing can be swapped between.
  const bytes = await readFile(uploaded);
  if (bytes === null) throw badRequest(copy.upload.notReceived(fileName));
  const size = bytes.length;
  if (size > UPLOAD.maxBytes) throw await rejectFile(payloadTooLarge(copy.upload.tooLarge(fileName)));
  if (size === 0) throw await rejectFile(badRequest(copy.upload.empty(fileName)));
  const detected = detectFileType(bytes.slice(0, MAGIC_BYTES));
  if (!sameFileType(ticket.extension as UploadExtension, detected)) {
    throw await rejectFile(badRequest(copy.upload.wrongType(fileName)));
  }
  const contentType = CONTENT_TYPES[ticket.extension as UploadExtension];
  await putFile(filePath, bytes, contentType);
  await deleteFile(uploaded);
  return { size, contentType };
}
