import { useMemo, type ReactNode } from 'react';
import { useMe } from '../api/get-me';
import { useSession } from '../api/get-session';
import { AuthContext, type AuthContextValue } from '@/lib/use-auth';
import { useAuthEvents } from '../hooks/use-auth-events';
import { useSessionExpiry } from '../hooks/use-session-expiry';
import { useSignOutController } from '../hooks/use-sign-out-controller';

export function AuthProvider({ children }: { children: ReactNode }) {
  const sessionQuery = useSession();
  const session = sessionQuery.data ?? null;
  const meQuery = useMe(session?.userId);
  const { isSigningOut, signOutLocationKey, signOut } = useSignOutController();
  useAuthEvents();
  useSessionExpiry();

  const value = useMemo<AuthContextValue>(
    () => ({
      status: sessionQuery.isPending ? 'loading' : session ? 'signedIn' : 'signedOut',
      session,
      me: meQuery.data,
      isProfileLoading: session !== null && meQuery.isPending,
      // The name given at sign-up (the user's own metadata) first, else the profile's.
      firstName: session?.givenName || meQuery.data?.firstName || null,
      isAdmin: meQuery.data?.isAdmin ?? false,
      needsTotp: meQuery.data?.needsTotp ?? false,
      isSigningOut,
      signOutLocationKey,
      signOut,
    }),
    [sessionQuery.isPending, session, meQuery.data, meQuery.isPending, isSigningOut, signOutLocationKey, signOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
