import { companySettingsSchema } from '../../company/settings';
import { contactReceiptSchema, contactRequestSchema } from '../../contact/schemas';
import { type FeatureRoutes } from '../contract';

/** The contact form, and who the company is (what staff set of it). */
export const contactRoutes = {
  getCompanyInfo: {
    method: 'GET',
    path: '/company',
    auth: 'public',
    feature: 'contact',
    summary:
      'The company details staff set (legal name, address, phone, hours, preparers, testimonials), and only those.',
    responses: { 200: companySettingsSchema },
  },
  sendContactMessage: {
    method: 'POST',
    path: '/contact',
    auth: 'public',
    feature: 'contact',
    summary: 'A message from the public contact form; rate-limited.',
    body: contactRequestSchema,
    responses: { 201: contactReceiptSchema },
    errors: ['too_many_requests'],
  },
} as const satisfies FeatureRoutes<'contact'>;
