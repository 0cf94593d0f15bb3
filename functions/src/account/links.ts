import { linkWithToken } from '@taxback/shared/account/link-token';
import { config } from '../config';

/** The links the account's mails carry, each to the SPA page that reads its token (from the fragment). */
const linkTo = (page: string, token: string) => linkWithToken(`${config.appUrl}${page}`, token);

export const confirmationLink = (token: string) => linkTo('/account-created', token);
export const passwordResetLink = (token: string) => linkTo('/reset-password', token);
export const emailChangeLink = (token: string) => linkTo('/account/email-change', token);
export const emailChangeUndoLink = (token: string) => linkTo('/account/email-change/undo', token);
