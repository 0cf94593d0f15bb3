import { healthResponseSchema } from '../../account/auth-schemas';
import { companySettingsSchema } from '../../back-office/company-settings';
import { type RouteContract } from '../contract';

/** The public site: whether the API is up, and who the company is (what staff set of it). */
export const siteRoutes = {
  getHealth: {
    method: 'GET',
    path: '/health',
    auth: 'public',
    summary: 'Whether the service answers: 200 when the API, its function and the table do, else 503 with Retry-After.',
    responses: { 200: healthResponseSchema },
  },
  getCompanyInfo: {
    method: 'GET',
    path: '/company',
    auth: 'public',
    summary:
      'The company details staff set (legal name, address, phone, hours, preparers, testimonials), and only those.',
    responses: { 200: companySettingsSchema },
  },
} as const satisfies Record<string, RouteContract>;
