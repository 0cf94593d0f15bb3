import { lambdaHandler } from '../http/lambda-handler';
import {
  createApplication,
  finishApplication,
  getApplicationById,
  getCurrentApplication,
  updateApplicationAnswers,
} from './operations';

export const handler = lambdaHandler('applications', [
  getCurrentApplication,
  getApplicationById,
  createApplication,
  updateApplicationAnswers,
  finishApplication,
]);
