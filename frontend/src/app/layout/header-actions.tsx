import { Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { ButtonLink } from '@/components/ui/router-links';
import { SignOutButton } from '@/features/account/components/sign-out-button';
import { useAuth } from '@/lib/use-auth';
import { AdminButton } from './admin-button';

export function HeaderActions({ adminUnreadCount }: { adminUnreadCount?: number }) {
  const { status, firstName, isAdmin } = useAuth();
  /*
   * While the session loads, a visitor's buttons are there but hidden for a moment (layout.css): a page the build
   * rendered, which a reader may read without the app ever starting, still shows them, and a signed-in reader's app
   * replaces them before they appear, so no "Sign in" flashes at them.
   */
  if (status === 'loading' || status === 'signedOut') {
    return (
      <div className={status === 'loading' ? 'header-actions header-actions--pending' : 'header-actions'}>
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
