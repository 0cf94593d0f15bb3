import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const confirmAccount = (token: string) => api.confirmAccount({ body: { token } });

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
