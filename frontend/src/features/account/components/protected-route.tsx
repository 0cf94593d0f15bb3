import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { useAuth } from '@/lib/use-auth';
import { SignedOutRedirect } from './signed-out-redirect';

/** Layout route for the pages that need a signed-in user. */
export function ProtectedRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signedOut') return <SignedOutRedirect />;
  return <Outlet />;
}
