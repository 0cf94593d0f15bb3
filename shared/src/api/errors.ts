import * as z from 'zod';

export const apiErrorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  /** A staff route called by a member of staff whose account has no TOTP authenticator yet. */
  'mfa_required',
  'not_found',
  'conflict',
  'payload_too_large',
  'too_many_requests',
  'internal',
  'service_unavailable',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const apiErrorBodySchema = z.object({
  code: z.enum(apiErrorCodes),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
