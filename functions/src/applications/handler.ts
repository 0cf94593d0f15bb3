import { applicationsRoutes } from '@taxback/shared/api/routes/applications';
import { lambdaHandler } from '../http/lambda-handler';
import {
  createApplication,
  finishApplication,
  getApplicationById,
  getCurrentApplication,
  listApplications,
  updateApplicationAnswers,
} from './operations';

export const handler = lambdaHandler(applicationsRoutes, [
  getCurrentApplication,
  getApplicationById,
  listApplications,
  createApplication,
  updateApplicationAnswers,
  finishApplication,
]);
