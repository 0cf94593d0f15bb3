import { claimRoutes } from '@taxback/shared/api/routes/claim';
import { lambdaHandler, type FeatureImplementation } from '../http/lambda-handler';
import { generateFormPackage } from './form-package-operations';
import {
  createApplication,
  finishApplication,
  getApplicationById,
  getCurrentApplication,
  listApplications,
  updateApplicationAnswers,
} from './operations';
import {
  changeStatus,
  getAdminApplication,
  listAdminApplications,
  recordIdentityCheck,
  recordProgress,
  setEstimatedRefund,
} from './staff-operations';
import { confirmFormToSign, listMyFormsToSign, presignFormToSign } from './to-sign';

/** The claim: the customer's applications and forms to sign, and what staff do with a claim. */
export const claim = {
  getCurrentApplication,
  listApplications,
  getApplicationById,
  createApplication,
  updateApplicationAnswers,
  finishApplication,
  listMyFormsToSign,
  listAdminApplications,
  getAdminApplication,
  recordProgress,
  changeStatus,
  recordIdentityCheck,
  setEstimatedRefund,
  generateFormPackage,
  presignFormToSign,
  confirmFormToSign,
} satisfies FeatureImplementation<'claim'>;

export const handler = lambdaHandler(claimRoutes, claim);
