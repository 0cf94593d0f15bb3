import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION } from '@taxback/shared/constants';
import type { Session } from '@/lib/use-auth';
import { amplifyAuth, mayHaveSession } from '@/lib/amplify';

const claimText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Amplify refreshes expired tokens inside fetchAuthSession, so each call is also a refresh. */
export async function getSession(): Promise<Session | null> {
  if (!mayHaveSession()) return null;
  const idToken = (await (await amplifyAuth()).fetchAuthSession()).tokens?.idToken;
  const userId = claimText(idToken?.payload.sub);
  if (!idToken || !userId) return null;
  return {
    userId,
    email: claimText(idToken.payload.email) ?? '',
    givenName: claimText(idToken.payload.given_name),
  };
}

export const sessionQueryKey = ['auth', 'session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: SESSION.checkIntervalMs,
    retry: SESSION.initialLoadRetryDelaysMs.length,
    // retry stops after the last listed delay, so the fallback is never used.
    retryDelay: (failureCount) => SESSION.initialLoadRetryDelaysMs[failureCount] ?? 0,
    refetchInterval: (query) => (query.state.data ? SESSION.checkIntervalMs : false),
  });

export const useSession = () => useQuery(sessionQueryOptions());
