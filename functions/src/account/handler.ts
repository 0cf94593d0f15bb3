import { accountRoutes } from '@taxback/shared/api/routes/account';
import { lambdaHandler } from '../http/lambda-handler';
import {
  confirmAccount,
  releaseSignUp,
  requestPasswordReset,
  resetPassword,
  sendConfirmationEmail,
} from './confirmation';
import { completeEmailChange, requestEmailChange, undoEmailChange } from './email-change';
import { getHealth } from './health';
import {
  closeMyAccount,
  finishAccountClosure,
  getMyDataExport,
  getUserDataExport,
  listAccountClosures,
  requestMyDataExport,
  requestUserDataExport,
} from './data-rights-operations';
import { getMe, registerSignIn, signOutEverywhere } from './me';
import { guardSignInEmail } from './sign-in-email';

export const handler = lambdaHandler(
  accountRoutes,
  [
    getHealth,
    getMe,
    registerSignIn,
    signOutEverywhere,
    sendConfirmationEmail,
    confirmAccount,
    requestMyDataExport,
    getMyDataExport,
    closeMyAccount,
    requestUserDataExport,
    getUserDataExport,
    listAccountClosures,
    finishAccountClosure,
    releaseSignUp,
    requestPasswordReset,
    resetPassword,
    requestEmailChange,
    completeEmailChange,
    undoEmailChange,
  ],
  { emailGuard: guardSignInEmail },
);
