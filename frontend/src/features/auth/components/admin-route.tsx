import { copy } from '@taxback/shared/copy';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { toast } from 'sonner';
import { PageLoader } from '@/components/ui/page-loader';
import { useAuth } from '@/hooks/use-auth';
import { SignedOutRedirect } from './signed-out-redirect';
import { TotpEnrolment } from './totp-enrolment';

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
  return needsTotp ? <TotpEnrolment /> : <Outlet />;
}
