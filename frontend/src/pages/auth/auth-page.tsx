import { Card, Flex, Heading } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { AppLink } from '@/components/ui/router-links';
import { SignInForm } from '@/features/account/components/sign-in-form';
import { SignUpForm } from '@/features/account/components/sign-up-form';
import { useInitialAuthStatus } from '@/features/account/hooks/use-initial-auth-status';
import { clearLegacyAuthStorage } from '@/features/account/utils/legacy-storage';

export function AuthPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const initialStatus = useInitialAuthStatus();
  const isSignIn = searchParams.get('mode') === 'signin';

  useEffect(clearLegacyAuthStorage, []);

  if (initialStatus === null) return <PageLoader />;
  if (initialStatus === 'signedIn') return <Navigate to="/account" replace />;

  return (
    <div className="page-narrow">
      <Card variation="elevated" className="page-card">
        <Flex direction="column" gap="large">
          <Heading level={1} fontSize="xl">
            {isSignIn ? copy.auth.signInHeading : copy.auth.signUpHeading}
          </Heading>
          {isSignIn ? <SignInForm /> : <SignUpForm />}
          <Flex direction="column" alignItems="center" gap="small">
            {/* The router state (where a protected page sent the user from) survives the switch. */}
            <AppLink to={{ search: isSignIn ? '' : '?mode=signin' }} state={location.state} replace>
              {isSignIn ? copy.auth.needAccount : copy.auth.haveAccount}
            </AppLink>
            <AppLink to="/" color="font.tertiary">
              {copy.auth.backToHome}
            </AppLink>
          </Flex>
        </Flex>
      </Card>
    </div>
  );
}
