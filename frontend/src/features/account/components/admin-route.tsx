import { copy } from '@taxback/shared/copy';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { PageLoader } from '@/components/ui/page-loader';
import { useAuth } from '@/lib/use-auth';
import { SignedOutRedirect } from './signed-out-redirect';

// Only staff without an authenticator see it: its form code is not part of every page.
const TotpEnrolment = lazy(() => import('./totp-enrolment').then((module) => ({ default: module.TotpEnrolment })));

function AccessDenied() {
  useEffect(() => {
    toast.error(copy.common.accessDenied, { id: 'access-denied' });
  }, []);
  return <Navigate to="/" replace />;
}

/** Hiding admin pages is cosmetic: the API checks the admin group on every admin route. */
export function AdminRoute() {
  const { status, isProfileLoading, isAdmin, needsTotp } = useAuth();
  if (status === 'loading' || isProfileLoading) return <PageLoader />;
  if (status === 'signedOut') return <SignedOutRedirect />;
  if (!isAdmin) return <AccessDenied />;
  return needsTotp ? (
    <Suspense fallback={<PageLoader />}>
      <TotpEnrolment />
    </Suspense>
  ) : (
    <Outlet />
  );
}
