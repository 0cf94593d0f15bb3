import { api } from '@/lib/api-client';

export { useFormsToSign } from '@/api/claim-signatures';

export const downloadFormToSign = (documentId: string) => api.uploads.downloadMyDocument({ params: { documentId } });
