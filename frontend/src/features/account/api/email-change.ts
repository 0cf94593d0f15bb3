import { useMutation } from '@tanstack/react-query';
import type { EmailChangeRequest } from '@taxback/shared/account/auth-schemas';
import { api } from '@/lib/api-client';

/** Mails a link to the new address (the password asked again); the account keeps its email until it is opened. */
export const useRequestEmailChange = () =>
  useMutation({ mutationFn: (body: EmailChangeRequest) => api.account.requestEmailChange({ body }) });

/** Completes the change the link names; the server ends every session of the account. */
export const useCompleteEmailChange = () =>
  useMutation({ mutationFn: (token: string) => api.account.completeEmailChange({ body: { token } }) });

/** The "this was not me" link: undoes the change and locks the account until a password reset. */
export const useUndoEmailChange = () =>
  useMutation({ mutationFn: (token: string) => api.account.undoEmailChange({ body: { token } }) });
