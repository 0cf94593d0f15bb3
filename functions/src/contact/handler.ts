import { contactRoutes } from '@taxback/shared/api/routes/contact';
import { lambdaHandler } from '../http/lambda-handler';
import { sendContactMessage } from './operations';

export const handler = lambdaHandler(contactRoutes, [sendContactMessage]);
