import { formsRoutes } from '@taxback/shared/api/routes/forms';
import { lambdaHandler } from '../http/lambda-handler';
import { generateFormPackage } from './operations';

export const handler = lambdaHandler(formsRoutes, [generateFormPackage]);
