import type { ApiErrorCode } from '@taxback/shared';
import { copy } from '@taxback/shared';
import { InvalidCursorError } from '../commons/invalid-cursor';

/** A failure the API reports to the caller with a status, a stable code and a message from the catalogue. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra data for the caller, such as the current state after a conflicting write. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string = copy.common.invalidRequest, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);
export const unauthorized = () => new HttpError(401, 'unauthorized', copy.common.unauthorized);
export const forbidden = (message: string = copy.common.forbidden) => new HttpError(403, 'forbidden', message);
export const totpRequired = () => new HttpError(403, 'mfa_required', copy.common.staffTotpRequired);
export const notFound = (message: string = copy.common.notFound) => new HttpError(404, 'not_found', message);
export const conflict = (details?: Record<string, unknown>, message: string = copy.common.conflict) =>
  new HttpError(409, 'conflict', message, undefined, details);
export const payloadTooLarge = (message: string) => new HttpError(413, 'payload_too_large', message);
export const unsupportedMediaType = () => new HttpError(415, 'unsupported_media_type', copy.common.notJson);
export const tooManyRequests = (message: string = copy.common.tooManyRequests) =>
  new HttpError(429, 'too_many_requests', message);

/**
 * A list cursor the caller made up or altered: ElectroDB cannot parse it, DynamoDB rejects the start key it
 * decodes to, or an adapter refused it (`InvalidCursorError`). The caller's mistake, so a 400, not a 500.
 */
export function isInvalidCursor(error: unknown): boolean {
  if (error instanceof InvalidCursorError) return true;
  const message = error instanceof Error ? error.message : '';
  return /Unable to parse cursor|starting key|ExclusiveStartKey|Exclusive Start Key/i.test(message);
}
