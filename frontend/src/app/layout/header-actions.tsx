import { Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { ButtonLink } from '@/components/ui/router-links';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useAuth } from '@/hooks/use-auth';
import { AdminButton } from './admin-button';

export function HeaderActions({ adminUnreadCount }: { adminUnreadCount?: number }) {
  const { status, firstName, isAdmin } = useAuth();
  // Rendering nothing while the session loads avoids flashing "Sign in" at a signed-in user.
  if (status === 'loading') return <div className="header-actions" />;

  if (status === 'signedOut') {
    return (
      <div className="header-actions">
        <ButtonLink to="/auth?mode=signin" size="small">
          {copy.header.signIn}
        </ButtonLink>
        <ButtonLink to="/auth" variation="primary" size="small">
          {copy.header.signUp}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="header-actions">
      {firstName && <Text className="header-greeting">{copy.header.hello(firstName)}</Text>}
      {isAdmin && <AdminButton unreadCount={adminUnreadCount} />}
      <ButtonLink to="/account" size="small">
        {copy.header.myAccount}
      </ButtonLink>
      <SignOutButton size="small" />
    </div>
  );
}
