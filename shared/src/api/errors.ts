import * as z from '../zod';
import { apiErrorCodes } from './error-codes';

export { apiErrorCodes, type ApiErrorCode } from './error-codes';

export const apiErrorBodySchema = z.object({
  code: z.enum(apiErrorCodes),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
