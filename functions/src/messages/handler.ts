import { messagesRoutes } from '@taxback/shared/api/routes/messages';
import { lambdaHandler, type FeatureImplementation } from '../http/lambda-handler';
import { listBroadcasts, sendBroadcast } from './broadcasts';
import {
  getConversation,
  getMessageTemplates,
  getMyConversation,
  listConversations,
  markConversationRead,
  sendAdminMessage,
  sendMyMessage,
} from './conversations';

/** The conversations between staff and a customer, the templates and the messages to many. */
export const messages = {
  getMyConversation,
  sendMyMessage,
  listConversations,
  getConversation,
  getMessageTemplates,
  markConversationRead,
  sendAdminMessage,
  sendBroadcast,
  listBroadcasts,
} satisfies FeatureImplementation<'messages'>;

export const handler = lambdaHandler(messagesRoutes, messages);
