import { chatRequestSchema, chatResponseSchema } from '../../chatbot/schemas';
import { type RouteContract } from '../contract';

/** The help chatbot. */
export const chatbotRoutes = {
  askChatbot: {
    method: 'POST',
    path: '/chatbot',
    auth: 'public',
    summary: 'One question to the assistant; rate-limited.',
    body: chatRequestSchema,
    responses: { 200: chatResponseSchema },
    errors: ['too_many_requests'],
  },
} as const satisfies Record<string, RouteContract>;
