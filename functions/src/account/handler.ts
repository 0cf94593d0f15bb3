import { lambdaHandler } from '../http/lambda-handler';
import { confirmAccount, sendConfirmationEmail } from './confirmation';
import { getHealth } from './health';
import { getMe, registerSignIn, signOutEverywhere } from './me';

export const handler = lambdaHandler('account', [
  getHealth,
  getMe,
  registerSignIn,
  signOutEverywhere,
  sendConfirmationEmail,
  confirmAccount,
]);
