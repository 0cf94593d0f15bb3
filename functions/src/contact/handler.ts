import { contactRoutes } from '@taxback/shared/api/routes/contact';
import { lambdaHandler } from '../http/lambda-handler';
import { getCompanyInfo } from './company';
import { sendContactMessage } from './operations';

export const handler = lambdaHandler(contactRoutes, [getCompanyInfo, sendContactMessage]);
