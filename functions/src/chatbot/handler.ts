import { chatbotRoutes } from '@taxback/shared/api/routes/chatbot';
import { lambdaHandler, type FeatureImplementation } from '../http/lambda-handler';
import { askChatbot } from './operations';

export const chatbot = {
  askChatbot,
} satisfies FeatureImplementation<'chatbot'>;

export const handler = lambdaHandler(chatbotRoutes, chatbot);
