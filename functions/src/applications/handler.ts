import { lambdaHandler } from '../http/lambda-handler';
import {
  createApplication,
  finishApplication,
  getApplicationById,
  getCurrentApplication,
  listApplications,
  updateApplicationAnswers,
} from './operations';

export const handler = lambdaHandler('applications', [
  getCurrentApplication,
  getApplicationById,
  listApplications,
  createApplication,
  updateApplicationAnswers,
  finishApplication,
]);
