import { chatResponseSchema } from '@taxback/shared/chatbot/schemas';
import { apiRequest } from '@/lib/api-client';

export const askChatbot = async (message: string): Promise<string> =>
  (
    await apiRequest({
      method: 'POST',
      path: '/chatbot',
      auth: 'public',
      body: { message },
      schema: chatResponseSchema,
    })
  ).response;
