import { createContext, useContext } from 'react';
import type { MeResponse } from '@taxback/shared/account/auth-schemas';

/** The signed-in user as the Cognito ID token describes them. */
export interface Session {
  userId: string;
  email: string;
  /** Real Cognito puts the sign-up first name in the token; the local emulator does not. */
  givenName: string | null;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthContextValue {
  status: AuthStatus;
  session: Session | null;
  me: MeResponse | undefined;
  /** True while signed in and GET /me has not answered yet. */
  isProfileLoading: boolean;
  firstName: string | null;
  isAdmin: boolean;
  /** Staff who must set up an authenticator app before the back office opens. */
  needsTotp: boolean;
  isSigningOut: boolean;
  /** The router location key of the page on which the user last asked to sign out. */
  signOutLocationKey: string | null;
  signOut: (locationKey: string) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
