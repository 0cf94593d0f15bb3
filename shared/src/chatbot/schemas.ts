import * as z from 'zod';
import { CHATBOT } from '../constants';

export const chatRequestSchema = z.object({ message: z.string().trim().min(1).max(CHATBOT.maxInputLength) });
export const chatResponseSchema = z.object({ response: z.string() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;
