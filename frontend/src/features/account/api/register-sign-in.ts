import { api } from '@/lib/api-client';

/** Called after every successful sign-in: the server creates the profile on the first one. */
export const registerSignIn = () => api.account.registerSignIn({ body: {} });
