import { copy } from '@taxback/shared/copy';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/use-auth';
import type { AuthRedirectState } from '@/features/account/utils/redirect-target';

/** Pages whose signed-out visitor is told why they land on the sign-in page. */
const EXPLAINED_PAGES = new Set(['/step1']);

/**
 * Where a protected page sends a visitor without a session: home when they just signed out on this
 * very page, otherwise to /auth, remembering the page so that sign-in can return to it.
 */
export function SignedOutRedirect() {
  const { signOutLocationKey } = useAuth();
  const location = useLocation();
  const justSignedOut = signOutLocationKey === location.key;
  const explain = !justSignedOut && EXPLAINED_PAGES.has(location.pathname);
  useEffect(() => {
    // Same id as the app-wide expiry toast, so the visitor sees one message.
    if (explain) {
      toast.error(copy.auth.sessionExpiredTitle, { id: 'session-expired', description: copy.auth.sessionExpiredBody });
    }
  }, [explain]);
  if (justSignedOut) return <Navigate to="/" replace />;
  const state: AuthRedirectState = { from: location };
  return <Navigate to="/auth" replace state={state} />;
}
