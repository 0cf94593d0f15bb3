import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { amplifyAuth, amplifyLoaded } from '@/lib/amplify';
import { sessionQueryKey } from '../api/get-session';

const SESSION_EVENTS = new Set(['signedIn', 'signedOut', 'tokenRefresh', 'tokenRefresh_failure']);

/** Re-reads the session whenever Amplify reports that it changed, in this tab or through a token refresh. */
export function useAuthEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Amplify reports nothing before it is loaded: listen from then on, without loading it for that.
    let stop: (() => void) | undefined;
    let unmounted = false;
    void amplifyLoaded.then(amplifyAuth).then(({ Hub }) => {
      if (unmounted) return;
      stop = Hub.listen('auth', ({ payload }) => {
        if (SESSION_EVENTS.has(payload.event)) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient]);
}
