import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Asks for a short-lived link to a customer's file; the link answers as an attachment. */
export const useFileDownload = () =>
  useMutation({
    mutationFn: (params: { userId: string; documentId: string }) => api.uploads.downloadAdminFile({ params }),
  });
