import { contactReceiptSchema, contactRequestSchema } from '../../contact/schemas';
import { type FeatureRoutes } from '../contract';

/** The contact form. */
export const contactRoutes = {
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
