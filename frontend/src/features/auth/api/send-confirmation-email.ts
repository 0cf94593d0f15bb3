import * as z from 'zod';
import { apiRequest } from '@/lib/api-client';

export const sendConfirmationEmail = (email: string) =>
  // The 202 body carries nothing the SPA needs.
  apiRequest({
    method: 'POST',
    path: '/auth/confirmation-email',
    auth: 'public',
    body: { email },
    schema: z.unknown(),
  });
