import * as z from '../../zod';
import { adminUsersPageSchema } from '../../account/staff-schemas';
import {
  completeEmailChangeRequestSchema,
  completeEmailChangeResponseSchema,
  confirmAccountRequestSchema,
  confirmAccountResponseSchema,
  confirmationEmailRequestSchema,
  emailChangeRequestSchema,
  meResponseSchema,
  passwordResetRequestSchema,
  releaseSignUpRequestSchema,
  releaseSignUpResponseSchema,
  resetPasswordRequestSchema,
  undoEmailChangeRequestSchema,
  undoEmailChangeResponseSchema,
  userPathSchema,
} from '../../account/auth-schemas';
import {
  accountClosuresSchema,
  closeAccountRequestSchema,
  closeAccountResponseSchema,
  closurePathSchema,
  dataExportSchema,
  finishedClosureSchema,
  latestDataExportSchema,
} from '../../account/data-rights-schemas';
import {
  profileViewSchema,
  saveAddressRequestSchema,
  saveItinRequestSchema,
  saveLanguageRequestSchema,
  saveProfileRequestSchema,
} from '../../account/profile-schemas';
import { type RouteContract, acknowledgedSchema, noBody } from '../contract';
import { pageQuerySchema } from '../../validation/list-cursor';

/**
 * The signed-in account, its confirmation, password reset and email change, the profile, data rights (the
 * customer's requests and what staff do with them) and the staff's list of customers.
 */
export const accountRoutes = {
  // ---- Account ----
  getMe: {
    method: 'GET',
    path: '/me',
    auth: 'user',
    summary: 'The signed-in user: id, email, first name and whether they are staff.',
    responses: { 200: meResponseSchema },
  },
  registerSignIn: {
    method: 'POST',
    path: '/me',
    auth: 'user',
    summary: 'Records a sign-in; creates the profile on the first one.',
    body: z.optional(z.object({})),
    responses: { 200: meResponseSchema },
  },
  signOutEverywhere: {
    method: 'POST',
    path: '/me/sign-out',
    auth: 'user',
    summary: 'Ends every session of the caller, on all devices: tokens signed in until now are refused.',
    endsSessions: true,
    responses: { 204: noBody },
  },
  sendConfirmationEmail: {
    method: 'POST',
    path: '/auth/confirmation-email',
    auth: 'public',
    summary: 'Sends (again) the link that confirms a new account; rate-limited.',
    body: confirmationEmailRequestSchema,
    responses: { 202: acknowledgedSchema },
    errors: ['too_many_requests'],
  },
  confirmAccount: {
    method: 'POST',
    path: '/auth/confirm',
    auth: 'public',
    summary:
      'Confirms an account with the token from the confirmation link, only in the browser that signed up (its sign-up key).',
    body: confirmAccountRequestSchema,
    responses: { 200: confirmAccountResponseSchema },
    errors: ['conflict'],
  },
  releaseSignUp: {
    method: 'POST',
    path: '/auth/release-sign-up',
    auth: 'public',
    summary:
      'Deletes an unconfirmed sign-up made with the address, so its owner can sign up (the link proves the mailbox).',
    body: releaseSignUpRequestSchema,
    responses: { 200: releaseSignUpResponseSchema },
    errors: ['conflict'],
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/auth/password-reset',
    auth: 'public',
    summary: 'Mails a password-reset link to a confirmed account; the same answer for any address; rate-limited.',
    body: passwordResetRequestSchema,
    responses: { 202: acknowledgedSchema },
    errors: ['too_many_requests'],
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/password-reset/complete',
    auth: 'public',
    summary: 'Sets a new password with the token of the reset link and ends every session of the account.',
    body: resetPasswordRequestSchema,
    responses: { 204: noBody },
    errors: ['too_many_requests'],
  },
  requestEmailChange: {
    method: 'POST',
    path: '/account/email-change',
    auth: 'user',
    summary:
      'Mails a one-use link to the new address and a notice to the current one; the account keeps its address until the link is opened; asks for the password again (and the TOTP code where the account has one: 403 naming the field); rate-limited.',
    body: emailChangeRequestSchema,
    responses: { 202: acknowledgedSchema },
    errors: ['forbidden', 'conflict', 'too_many_requests'],
  },
  completeEmailChange: {
    method: 'POST',
    path: '/account/email-change/complete',
    auth: 'user',
    summary:
      'Makes the address of the link the account’s sign-in email, for the account that asked only, and ends every session of the account.',
    body: completeEmailChangeRequestSchema,
    responses: { 200: completeEmailChangeResponseSchema },
    errors: ['forbidden', 'conflict'],
  },
  undoEmailChange: {
    method: 'POST',
    path: '/auth/email-change/undo',
    auth: 'public',
    summary:
      'The "this was not me" link mailed to the old address (7 days, one use): cancels or undoes the change, ends every session and locks the account until a password reset, whose link it mails to the kept address.',
    body: undoEmailChangeRequestSchema,
    responses: { 200: undoEmailChangeResponseSchema },
    errors: ['conflict'],
  },
  // A customer's data rights: a copy of their data, and closing their account.
  requestMyDataExport: {
    method: 'POST',
    path: '/account/data-exports',
    auth: 'user',
    summary:
      'Starts preparing a ZIP of everything held about the caller (one being prepared, or asked for in the last minute, is answered); one a day.',
    responses: { 202: dataExportSchema },
    errors: ['too_many_requests'],
  },
  getMyDataExport: {
    method: 'GET',
    path: '/account/data-exports/latest',
    auth: 'user',
    summary: 'The caller’s latest data export, with a short-lived download link once ready.',
    responses: { 200: latestDataExportSchema },
  },
  closeMyAccount: {
    method: 'POST',
    path: '/account/close',
    auth: 'user',
    summary:
      'Closes the caller’s account at once, or records a request staff finish while a claim is being filed; asks for the password again (and the TOTP code where the account has one: 403 naming the field); rate-limited.',
    body: closeAccountRequestSchema,
    responses: { 200: closeAccountResponseSchema },
    errors: ['forbidden', 'too_many_requests'],
  },
  requestUserDataExport: {
    method: 'POST',
    path: '/admin/users/{userId}/data-exports',
    auth: 'admin',
    summary: 'Starts preparing a ZIP of everything held about a customer; staff are mailed when it is ready.',
    params: userPathSchema,
    responses: { 202: dataExportSchema },
    errors: ['not_found'],
  },
  getUserDataExport: {
    method: 'GET',
    path: '/admin/users/{userId}/data-exports/latest',
    auth: 'admin',
    summary: 'A customer’s latest data export, with a short-lived download link once ready.',
    params: userPathSchema,
    responses: { 200: latestDataExportSchema },
  },
  listAccountClosures: {
    method: 'GET',
    path: '/admin/account-closures',
    auth: 'admin',
    summary: 'Account closing requests waiting for staff (a claim was being filed when the customer asked).',
    responses: { 200: accountClosuresSchema },
  },
  finishAccountClosure: {
    method: 'POST',
    path: '/admin/account-closures/{closureId}/close',
    auth: 'admin',
    summary: 'Closes the account of a request; 409 while a claim of the customer is still being filed.',
    params: closurePathSchema,
    responses: { 200: finishedClosureSchema },
    errors: ['not_found', 'conflict'],
  },
  // The customer's profile.
  getProfile: {
    method: 'GET',
    path: '/profile',
    auth: 'user',
    summary: 'The profile with its ITIN masked.',
    responses: { 200: profileViewSchema },
    errors: ['not_found'],
  },
  getProfileForEditing: {
    method: 'GET',
    path: '/profile/edit',
    auth: 'user',
    summary: 'The profile with the full ITIN, for its edit form.',
    responses: { 200: profileViewSchema },
    errors: ['not_found'],
  },
  saveProfile: {
    method: 'PUT',
    path: '/profile',
    auth: 'user',
    summary: 'Saves the whole profile if nobody changed it meanwhile (409 carries the current one).',
    body: saveProfileRequestSchema,
    responses: { 200: profileViewSchema },
    errors: ['conflict'],
  },
  saveDeliveryAddress: {
    method: 'PUT',
    path: '/profile/address',
    auth: 'user',
    summary: 'Saves the address the forms are delivered to.',
    body: saveAddressRequestSchema,
    responses: { 200: profileViewSchema },
    errors: ['conflict'],
  },
  saveItin: {
    method: 'PUT',
    path: '/profile/itin',
    auth: 'user',
    summary: 'Keeps the ITIN typed in the wizard on the profile.',
    body: saveItinRequestSchema,
    responses: { 200: profileViewSchema },
    errors: ['conflict'],
  },
  saveLanguage: {
    method: 'PUT',
    path: '/profile/language',
    auth: 'user',
    summary: 'Records the language the customer uses (mail and documents follow it).',
    body: saveLanguageRequestSchema,
    responses: { 204: noBody },
  },
  // The staff's list of customers.
  listAdminUsers: {
    method: 'GET',
    path: '/admin/users',
    auth: 'admin',
    summary: 'Customers, a page at a time; `q` is part of a name.',
    query: pageQuerySchema,
    responses: { 200: adminUsersPageSchema },
  },
} as const satisfies Record<string, RouteContract>;
