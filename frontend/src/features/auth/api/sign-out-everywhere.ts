import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** Ends every session of the signed-in person, on all devices: their tokens stop working at once. */
export const signOutEverywhere = () =>
  apiRequest({ method: 'POST', path: '/me/sign-out', auth: 'user', schema: z.undefined() });
