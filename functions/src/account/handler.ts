import { lambdaHandler } from '../http/lambda-handler';
import { confirmAccount, sendConfirmationEmail } from './confirmation';
import { getMe, registerSignIn, signOutEverywhere } from './me';

export const handler = lambdaHandler('account', [
  getMe,
  registerSignIn,
  signOutEverywhere,
  sendConfirmationEmail,
  confirmAccount,
]);
