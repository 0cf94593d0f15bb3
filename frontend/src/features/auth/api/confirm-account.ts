import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiRequest } from '@/lib/api-client';

const confirmAccountResponseSchema = z.object({ confirmed: z.literal(true) });

export const confirmAccount = (token: string) =>
  apiRequest({
    method: 'POST',
    path: '/auth/confirm',
    auth: 'public',
    body: { token },
    schema: confirmAccountResponseSchema,
  });

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
