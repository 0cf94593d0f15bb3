import { amplifyAuth } from '@/lib/amplify';
import { copy } from '@taxback/shared/copy';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { onUnauthorized } from '@/lib/api-client';
import { useForgetSession } from './use-forget-session';

/** When the API rejects the token (401), the session is gone: drop it locally and say so. */
export function useSessionExpiry(): void {
  const forgetSession = useForgetSession();
  useEffect(
    () =>
      onUnauthorized(() => {
        void amplifyAuth()
          .then((auth) => auth.signOut())
          .catch((error: unknown) => console.error('Could not clear the expired session', error))
          .finally(forgetSession);
        toast.error(copy.auth.sessionExpiredTitle, {
          id: 'session-expired',
          description: copy.auth.sessionExpiredBody,
        });
      }),
    [forgetSession],
  );
}
