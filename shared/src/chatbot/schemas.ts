import * as z from '../zod';
import { CHATBOT } from '../constants';

export const chatRequestSchema = z.object({
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHATBOT.maxInputLength)),
});
export const chatResponseSchema = z.object({ response: z.string() });
