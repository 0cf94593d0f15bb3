import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Mails a link to the new address; the account keeps its email until the link is opened. */
export const useRequestEmailChange = () =>
  useMutation({ mutationFn: (newEmail: string) => api.requestEmailChange({ body: { newEmail } }) });

/** Completes the change the link names; the server ends every session of the account. */
export const useCompleteEmailChange = () =>
  useMutation({ mutationFn: (token: string) => api.completeEmailChange({ body: { token } }) });
