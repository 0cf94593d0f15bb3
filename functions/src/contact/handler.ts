import { lambdaHandler } from '../http/lambda-handler';
import { sendContactMessage } from './operations';

export const handler = lambdaHandler('contact', [sendContactMessage]);
