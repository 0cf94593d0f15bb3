import { correspondenceRoutes } from '@taxback/shared/api/routes/correspondence';
import { lambdaHandler } from '../http/lambda-handler';
import { listBroadcasts, sendBroadcast } from './broadcasts';
import { listContactMessages, replyToContactMessage } from './contact-inbox';
import {
  getConversation,
  getMessageTemplates,
  getMyConversation,
  listConversations,
  markConversationRead,
  sendAdminMessage,
  sendMyMessage,
} from './conversations';

/** Everything staff write to people: conversations with customers, messages to many, answers to the contact form. */
export const handler = lambdaHandler(correspondenceRoutes, [
  getMyConversation,
  sendMyMessage,
  listConversations,
  getConversation,
  getMessageTemplates,
  markConversationRead,
  sendAdminMessage,
  listContactMessages,
  replyToContactMessage,
  sendBroadcast,
  listBroadcasts,
]);
