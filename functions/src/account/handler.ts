import { accountRoutes } from '@taxback/shared/api/routes/account';
import { lambdaHandler, type FeatureImplementation } from '../http/lambda-handler';
import {
  confirmAccount,
  releaseSignUp,
  requestPasswordReset,
  resetPassword,
  sendConfirmationEmail,
} from './confirmation';
import {
  closeMyAccount,
  finishAccountClosure,
  getMyDataExport,
  getUserDataExport,
  listAccountClosures,
  requestMyDataExport,
  requestUserDataExport,
} from './data-rights-operations';
import { completeEmailChange, requestEmailChange, undoEmailChange } from './email-change';
import { getMe, registerSignIn, signOutEverywhere } from './me';
import { getProfile, getProfileForEditing, saveDeliveryAddress, saveItin, saveLanguage, saveProfile } from './profile';
import { listAdminUsers } from './users';
import { guardSignInEmail } from './sign-in-email';

/** Sign-up and sign-in help, email change, sessions, data rights, the profile and the staff's customer list. */
export const account = {
  getMe,
  registerSignIn,
  signOutEverywhere,
  sendConfirmationEmail,
  confirmAccount,
  releaseSignUp,
  requestPasswordReset,
  resetPassword,
  requestEmailChange,
  completeEmailChange,
  undoEmailChange,
  requestMyDataExport,
  getMyDataExport,
  closeMyAccount,
  requestUserDataExport,
  getUserDataExport,
  listAccountClosures,
  finishAccountClosure,
  getProfile,
  getProfileForEditing,
  saveProfile,
  saveDeliveryAddress,
  saveItin,
  saveLanguage,
  listAdminUsers,
} satisfies FeatureImplementation<'account'>;

export const handler = lambdaHandler(accountRoutes, account, { emailGuard: guardSignInEmail });
