import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signUpKeyFor } from '../utils/sign-up-key';

export const confirmAccount = (token: string) =>
  api.account.confirmAccount({ body: { token, signUpKey: signUpKeyFor(token) } });

/** A query rather than a mutation so that a remount (StrictMode, back button) does not post the token twice. */
export const useConfirmAccount = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: ['auth', 'confirm', token],
      queryFn: () => confirmAccount(token),
      retry: false,
      staleTime: Infinity,
    }),
  );

/** The mailbox's owner deletes a sign-up someone else made with the address. */
export const useReleaseSignUp = (token: string) =>
  useMutation({ mutationFn: () => api.account.releaseSignUp({ body: { token } }) });
