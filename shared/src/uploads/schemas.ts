import * as z from '../zod';

/** A short-lived address to download one stored file, and the name to save it under. */
export const downloadResponseSchema = z.object({ url: z.string(), fileName: z.string() });
