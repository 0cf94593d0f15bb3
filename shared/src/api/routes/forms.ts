import { formPackageSchema } from '../../admin/schemas';
import { representativesSchema } from '../../admin/representatives';
import { companySettingsSchema } from '../../company/settings';
import { applicationIdParamsSchema } from '../../application/schemas';
import {
  formsToSignSchema,
  officialFormConfirmRequestSchema,
  officialFormRecordedSchema,
  officialFormUploadRequestSchema,
} from '../../uploads/official-forms';
import { presignUploadResponseSchema } from '../../uploads/files';
import { type FeatureRoutes } from '../contract';

/**
 * The preparer's worksheet staff generate, the official forms they put on a claim for signature, the Form 2848
 * representatives, and the company details the public site shows.
 */
export const formsRoutes = {
  generateFormPackage: {
    method: 'POST',
    path: '/admin/applications/{applicationId}/forms',
    auth: 'admin',
    // PDF generation (pdf-lib) is a function of its own, so no other admin call loads it.
    feature: 'forms',
    summary: 'Builds the preparer’s worksheet (not for signature) and files it with the customer’s documents.',
    params: applicationIdParamsSchema,
    responses: { 201: formPackageSchema },
    errors: ['not_found', 'conflict'],
  },
  presignFormToSign: {
    method: 'POST',
    path: '/admin/applications/{applicationId}/forms-to-sign',
    auth: 'admin',
    feature: 'forms',
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
    feature: 'forms',
    summary: 'Checks the uploaded form, puts it on the claim for signature and mails the customer.',
    params: applicationIdParamsSchema,
    body: officialFormConfirmRequestSchema,
    responses: { 200: officialFormRecordedSchema },
    errors: ['not_found', 'conflict', 'payload_too_large'],
  },
  listMyFormsToSign: {
    method: 'GET',
    path: '/applications/{applicationId}/forms-to-sign',
    auth: 'user',
    feature: 'forms',
    summary: 'The official forms on one of the caller’s claims for signature, and where to mail them.',
    params: applicationIdParamsSchema,
    responses: { 200: formsToSignSchema },
    errors: ['not_found'],
  },
  getRepresentatives: {
    method: 'GET',
    path: '/admin/settings/representatives',
    auth: 'admin',
    feature: 'forms',
    summary: 'The individuals Form 2848 names as representatives (name, CAF number, PTIN, designation).',
    responses: { 200: representativesSchema },
  },
  saveRepresentatives: {
    method: 'PUT',
    path: '/admin/settings/representatives',
    auth: 'admin',
    feature: 'forms',
    summary: 'Replaces the Form 2848 representatives printed on every worksheet.',
    body: representativesSchema,
    responses: { 200: representativesSchema },
  },
  getCompanySettings: {
    method: 'GET',
    path: '/admin/settings/company',
    auth: 'admin',
    feature: 'forms',
    summary: 'The company details the public site shows: legal name, address, phone, hours, preparers, testimonials.',
    responses: { 200: companySettingsSchema },
  },
  saveCompanySettings: {
    method: 'PUT',
    path: '/admin/settings/company',
    auth: 'admin',
    feature: 'forms',
    summary: 'Replaces the company details the public site shows (an unset text is shown nowhere).',
    body: companySettingsSchema,
    responses: { 200: companySettingsSchema },
  },
} as const satisfies FeatureRoutes<'forms'>;
