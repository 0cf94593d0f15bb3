import { amplifyAuth } from '@/lib/amplify';
import { copy } from '@taxback/shared/copy';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { isSessionGoneError, serverMessage } from '../utils/auth-errors';
import { signOutEverywhere } from '../api/sign-out-everywhere';
import { useForgetSession } from './use-forget-session';

/** The one sign-out of the app: a second request while one is running is ignored. */
export function useSignOutController() {
  const forgetSession = useForgetSession();
  const inFlight = useRef(false);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const [signOutLocationKey, setSignOutLocationKey] = useState<string | null>(null);

  const signOutUser = useCallback(
    async (locationKey: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setIsSigningOut(true);
      setSignOutLocationKey(locationKey);
      try {
        // The server first ends every session (tokens copied elsewhere stop working), then the browser forgets its own.
        await signOutEverywhere().catch((error: unknown) => console.warn('Could not end the other sessions', error));
        await (await amplifyAuth()).signOut();
      } catch (error) {
        if (!isSessionGoneError(error)) {
          console.error('Sign-out failed', error);
          setSignOutLocationKey(null);
          toast.error(copy.auth.signOutError, {
            description: serverMessage(error) ?? copy.common.genericRetry,
          });
          return;
        }
      } finally {
        inFlight.current = false;
        setIsSigningOut(false);
      }
      forgetSession();
      toast.success(copy.auth.signedOutTitle, { description: copy.auth.signedOutBody });
    },
    [forgetSession],
  );

  return { isSigningOut, signOutLocationKey, signOut: signOutUser };
}
