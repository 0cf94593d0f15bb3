import { chatbotRoutes } from '@taxback/shared/api/routes/chatbot';
import { lambdaHandler } from '../http/lambda-handler';
import { askChatbot } from './operations';

export const handler = lambdaHandler(chatbotRoutes, [askChatbot]);
