import { lambdaHandler } from '../http/lambda-handler';
import { listBroadcasts, sendBroadcast } from './broadcasts';
import { listContactMessages, replyToContactMessage } from './contact-inbox';
import {
  getConversation,
  getMyMessages,
  listConversations,
  markConversationRead,
  sendAdminMessage,
  sendMyMessage,
} from './operations';

export const handler = lambdaHandler('messages', [
  getMyMessages,
  sendMyMessage,
  listConversations,
  getConversation,
  markConversationRead,
  sendAdminMessage,
  listContactMessages,
  replyToContactMessage,
  sendBroadcast,
  listBroadcasts,
]);
