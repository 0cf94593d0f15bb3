import { CONTENT_TYPES, copy, detectFileType, sameFileType, UPLOAD, type UploadExtension } from '@taxback/shared';
import { deleteFile, firstBytes, storedSize } from '../adapters/files';
import { metricNames } from '../commons/metric-names';
import { countMetric } from '../commons/metrics';
import { discardTicket, type Ticket } from '../data/document-store';
import { badRequest, payloadTooLarge } from '../http/errors';

const MAGIC_BYTES = 16;

/**
 * Checks what actually reached S3 for an upload ticket (size, and real type by its first bytes). A
 * file that fails a check is deleted with its ticket. Answers the size and content type to record.
 */
export async function checkStoredUpload(ticket: Ticket): Promise<{ size: number; contentType: string }> {
  const { fileName, filePath } = ticket;
  const rejectFile = async (error: Error) => {
    countMetric(metricNames.uploadRejected);
    await deleteFile(filePath);
    await discardTicket(ticket.userId, ticket.uploadId);
    return error;
  };
  const size = await storedSize(filePath);
  if (size === null) throw badRequest(copy.upload.notReceived(fileName));
  if (size > UPLOAD.maxBytes) throw await rejectFile(payloadTooLarge(copy.upload.tooLarge(fileName)));
  if (size === 0) throw await rejectFile(badRequest(copy.upload.empty(fileName)));
  const detected = detectFileType(await firstBytes(filePath, MAGIC_BYTES));
  if (!sameFileType(ticket.extension as UploadExtension, detected)) {
    throw await rejectFile(badRequest(copy.upload.wrongType(fileName)));
  }
  return { size, contentType: CONTENT_TYPES[ticket.extension as UploadExtension] };
}
