/** The `code` of every error answer of the API (errors.ts has the body's schema); no zod here, so a browser's first load can read it. */
export const apiErrorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  /** A staff route called by a member of staff whose account has no TOTP authenticator yet. */
  'mfa_required',
  'not_found',
  'conflict',
  'payload_too_large',
  /** A body sent as anything but JSON (a form or plain text, which a browser sends from any site without asking). */
  'unsupported_media_type',
  'too_many_requests',
  'internal',
  'service_unavailable',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];
