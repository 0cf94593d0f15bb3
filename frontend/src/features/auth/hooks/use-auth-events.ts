import { useQueryClient } from '@tanstack/react-query';
import { Hub } from 'aws-amplify/utils';
import { useEffect } from 'react';
import { sessionQueryKey } from '../api/get-session';

const SESSION_EVENTS = new Set(['signedIn', 'signedOut', 'tokenRefresh', 'tokenRefresh_failure']);

/** Re-reads the session whenever Amplify reports that it changed, in this tab or through a token refresh. */
export function useAuthEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      Hub.listen('auth', ({ payload }) => {
        if (SESSION_EVENTS.has(payload.event)) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }),
    [queryClient],
  );
}
