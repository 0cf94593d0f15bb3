import {
  adminApplicationSchema,
  adminApplicationsPageSchema,
  estimatedRefundRequestSchema,
  formPackageSchema,
  identityCheckRequestSchema,
  progressRequestSchema,
  statusChangeRequestSchema,
} from '../../claim/staff-schemas';
import {
  applicationIdParamsSchema,
  applicationListSchema,
  applicationViewSchema,
  createApplicationRequestSchema,
  currentApplicationResponseSchema,
  updateApplicationRequestSchema,
} from '../../claim/schemas';
import { presignUploadResponseSchema } from '../../uploads/files';
import {
  formsToSignSchema,
  officialFormConfirmRequestSchema,
  officialFormRecordedSchema,
  officialFormUploadRequestSchema,
} from '../../uploads/official-forms';
import { type RouteContract } from '../contract';
import { pageQuerySchema } from '../../validation/list-cursor';

/**
 * The claim: a customer's applications and their answers, the official forms on it for signature, and what staff
 * do with a claim (its steps, status, identity check, refund estimate and the preparer's worksheet).
 */
export const claimRoutes = {
  getCurrentApplication: {
    method: 'GET',
    path: '/applications/current',
    auth: 'user',
    summary: "The customer's current application, or null.",
    responses: { 200: currentApplicationResponseSchema },
  },
  listApplications: {
    method: 'GET',
    path: '/applications',
    auth: 'user',
    summary: "The customer's claims over the years, newest first.",
    responses: { 200: applicationListSchema },
  },
  getApplicationById: {
    method: 'GET',
    path: '/applications/{applicationId}',
    auth: 'user',
    summary: 'One of the caller’s applications.',
    params: applicationIdParamsSchema,
    responses: { 200: applicationViewSchema },
    errors: ['not_found'],
  },
  createApplication: {
    method: 'POST',
    path: '/applications',
    auth: 'user',
    summary:
      'Opens a new claim (optionally with its first answers); 409 with the id of the claim in progress, or when another claim holds a tax year.',
    body: createApplicationRequestSchema,
    responses: { 201: applicationViewSchema },
    errors: ['conflict'],
  },
  updateApplicationAnswers: {
    method: 'PATCH',
    path: '/applications/{applicationId}',
    auth: 'user',
    summary:
      'Saves wizard answers if the version matches (409 carries the current application, or names the claim holding a tax year).',
    params: applicationIdParamsSchema,
    body: updateApplicationRequestSchema,
    responses: { 200: applicationViewSchema },
    errors: ['not_found', 'conflict'],
  },
  finishApplication: {
    method: 'POST',
    path: '/applications/{applicationId}/finish',
    auth: 'user',
    summary: 'Marks a complete application ready for payment; 400 lists what is missing.',
    params: applicationIdParamsSchema,
    responses: { 200: applicationViewSchema },
    errors: ['not_found', 'conflict'],
  },
  listMyFormsToSign: {
    method: 'GET',
    path: '/applications/{applicationId}/forms-to-sign',
    auth: 'user',
    summary: 'The official forms on one of the caller’s claims for signature, and where to mail them.',
    params: applicationIdParamsSchema,
    responses: { 200: formsToSignSchema },
    errors: ['not_found'],
  },
  // Staff: the claims, and what they do with one (its steps, status, identity check, estimate, forms).
  listAdminApplications: {
    method: 'GET',
    path: '/admin/applications',
    auth: 'admin',
    summary: 'Applications, a page at a time; `q` is an id, a status or part of a name.',
    query: pageQuerySchema,
    responses: { 200: adminApplicationsPageSchema },
  },
  getAdminApplication: {
    method: 'GET',
    path: '/admin/applications/{applicationId}',
    auth: 'admin',
    summary: 'One application with its applicant and audit trail.',
    params: applicationIdParamsSchema,
    responses: { 200: adminApplicationSchema },
    errors: ['not_found'],
  },
  recordProgress: {
    method: 'POST',
    path: '/admin/applications/{applicationId}/progress',
    auth: 'admin',
    summary:
      'Records (or clears) a step in the order of the claim’s steps; out of order only with `overrideReason` (409 without, audited with). The claim’s work state follows its steps.',
    params: applicationIdParamsSchema,
    body: progressRequestSchema,
    responses: { 200: adminApplicationSchema },
    errors: ['not_found', 'conflict'],
  },
  changeStatus: {
    method: 'POST',
    path: '/admin/applications/{applicationId}/status',
    auth: 'admin',
    summary:
      'A lifecycle action by hand (reopen, reject, restore a rejected claim), where allowed; the work states follow the steps and cannot be set.',
    params: applicationIdParamsSchema,
    body: statusChangeRequestSchema,
    responses: { 200: adminApplicationSchema },
    errors: ['not_found', 'conflict'],
  },
  recordIdentityCheck: {
    method: 'POST',
    path: '/admin/applications/{applicationId}/identity-check',
    auth: 'admin',
    summary:
      'Records that staff checked the customer against one of their ID uploads whose name matches the profile (audited).',
    params: applicationIdParamsSchema,
    body: identityCheckRequestSchema,
    responses: { 200: adminApplicationSchema },
    errors: ['not_found', 'conflict'],
  },
  setEstimatedRefund: {
    method: 'PUT',
    path: '/admin/applications/{applicationId}/estimated-refund',
    auth: 'admin',
    summary:
      'Types the refund estimate shown to the customer (a `note` is required, both audited), or with null goes back to the estimate the recorded Forms 1042-S give.',
    params: applicationIdParamsSchema,
    body: estimatedRefundRequestSchema,
    responses: { 200: adminApplicationSchema },
    errors: ['not_found', 'conflict'],
  },
  generateFormPackage: {
    method: 'POST',
    path: '/admin/applications/{applicationId}/forms',
    auth: 'admin',
    summary: 'Builds the preparer’s worksheet (not for signature) and files it with the customer’s documents.',
    params: applicationIdParamsSchema,
    responses: { 201: formPackageSchema },
    errors: ['not_found', 'conflict'],
  },
  presignFormToSign: {
    method: 'POST',
    path: '/admin/applications/{applicationId}/forms-to-sign',
    auth: 'admin',
    summary: 'A presigned upload of one official form (W-7, 1040-NR, 2848 or 8821, a PDF) prepared for signature.',
    params: applicationIdParamsSchema,
    body: officialFormUploadRequestSchema,
    responses: { 201: presignUploadResponseSchema },
    errors: ['not_found', 'conflict', 'payload_too_large'],
  },
  confirmFormToSign: {
    method: 'POST',
    path: '/admin/applications/{applicationId}/forms-to-sign/confirm',
    auth: 'admin',
    summary: 'Checks the uploaded form, puts it on the claim for signature and mails the customer.',
    params: applicationIdParamsSchema,
    body: officialFormConfirmRequestSchema,
    responses: { 200: officialFormRecordedSchema },
    errors: ['not_found', 'conflict', 'payload_too_large'],
  },
} as const satisfies Record<string, RouteContract>;
