import { Card, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { AppLink } from '@/components/ui/router-links';
import { AuthOutcome } from '@/features/account/components/auth-form';
import { EmailVerification } from '@/features/account/components/email-verification';
import { useLinkToken } from '@/hooks/use-link-token';

function AccountCreatedNotice() {
  return (
    <AuthOutcome
      withTick
      title={copy.accountCreated.title}
      body={
        <>
          <Text>{copy.accountCreated.body}</Text>
          <Text color="font.tertiary">{copy.accountCreated.checkEmail}</Text>
        </>
      }
      action={<AppLink to="/">{copy.accountCreated.backHome}</AppLink>}
    />
  );
}

export function AccountCreatedPage() {
  const token = useLinkToken();
  return (
    <div className="page-narrow">
      <Card variation="elevated" className="page-card">
        {token ? <EmailVerification token={token} /> : <AccountCreatedNotice />}
      </Card>
    </div>
  );
}
