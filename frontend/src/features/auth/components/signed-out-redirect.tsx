import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../hooks/use-auth';
import type { AuthRedirectState } from '../utils/redirect-target';

/**
 * Where a protected page sends a visitor without a session: home when they just signed out on this
 * very page, otherwise to /auth, remembering the page so that sign-in can return to it.
 */
export function SignedOutRedirect() {
  const { signOutLocationKey } = useAuth();
  const location = useLocation();
  if (signOutLocationKey === location.key) return <Navigate to="/" replace />;
  const state: AuthRedirectState = { from: location };
  return <Navigate to="/auth" replace state={state} />;
}
