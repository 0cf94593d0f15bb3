import { contactRoutes } from '@taxback/shared/api/routes/contact';
import { lambdaHandler, type FeatureImplementation } from '../http/lambda-handler';
import { listContactMessages, replyToContactMessage } from './inbox';
import { sendContactMessage } from './operations';

/** The public contact form, and the staff's inbox of its messages. */
export const contact = {
  sendContactMessage,
  listContactMessages,
  replyToContactMessage,
} satisfies FeatureImplementation<'contact'>;

export const handler = lambdaHandler(contactRoutes, contact);
