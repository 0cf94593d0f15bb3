import { meResponseSchema } from '@taxback/shared/auth/schemas';
import { apiRequest } from '@/lib/api-client';

/** Called after every successful sign-in: the server creates the profile on the first one. */
export const registerSignIn = () =>
  apiRequest({ method: 'POST', path: '/me', auth: 'user', body: {}, schema: meResponseSchema });
