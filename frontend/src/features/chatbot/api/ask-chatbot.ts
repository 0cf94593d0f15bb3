import { api } from '@/lib/api-client';

export const askChatbot = async (message: string): Promise<string> =>
  (await api.chatbot.askChatbot({ body: { message } })).response;
