import { formsRoutes } from '@taxback/shared/api/routes/forms';
import { lambdaHandler } from '../http/lambda-handler';
import { getCompanySettings, saveCompanySettings } from './company-settings';
import { generateFormPackage } from './operations';
import {
  confirmFormToSign,
  getRepresentatives,
  listMyFormsToSign,
  presignFormToSign,
  saveRepresentatives,
} from './to-sign';

export const handler = lambdaHandler(formsRoutes, [
  generateFormPackage,
  presignFormToSign,
  confirmFormToSign,
  listMyFormsToSign,
  getRepresentatives,
  saveRepresentatives,
  getCompanySettings,
  saveCompanySettings,
]);
