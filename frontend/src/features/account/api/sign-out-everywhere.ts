import { api } from '@/lib/api-client';

/** Ends every session of the signed-in person, on all devices: their tokens stop working at once. */
export const signOutEverywhere = () => api.account.signOutEverywhere({});
