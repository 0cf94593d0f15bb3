import { api } from '@/lib/api-client';

/** Step 8: the server checks every step is answered and marks the application ready for payment. */
export const finishApplication = (applicationId: string) => api.claim.finishApplication({ params: { applicationId } });
