import { lambdaHandler } from '../http/lambda-handler';
import { generateFormPackage } from './operations';

export const handler = lambdaHandler('forms', [generateFormPackage]);
