import { formPackageSchema } from '../../admin/schemas';
import { applicationIdParamsSchema } from '../../application/schemas';
import { type FeatureRoutes } from '../contract';

/** The form package staff generate for filing. */
export const formsRoutes = {
  generateFormPackage: {
    method: 'POST',
    path: '/admin/applications/{applicationId}/forms',
    auth: 'admin',
    // PDF generation (pdf-lib) is a function of its own, so no other admin call loads it.
    feature: 'forms',
    summary: 'Fills in the application’s forms and files them with the customer’s documents.',
    params: applicationIdParamsSchema,
    responses: { 201: formPackageSchema },
    errors: ['not_found', 'conflict'],
  },
} as const satisfies FeatureRoutes<'forms'>;
