import { applicationViewSchema } from '@taxback/shared/application/schemas';
import { apiRequest } from '@/lib/api-client';

/** Step 8: the server checks every step is answered and marks the application ready for payment. */
export const finishApplication = (applicationId: string) =>
  apiRequest({
    method: 'POST',
    path: `/applications/${applicationId}/finish`,
    auth: 'user',
    schema: applicationViewSchema,
  });
