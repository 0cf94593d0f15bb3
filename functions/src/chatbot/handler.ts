import { lambdaHandler } from '../http/lambda-handler';
import { askChatbot } from './operations';

export const handler = lambdaHandler('chatbot', [askChatbot]);
