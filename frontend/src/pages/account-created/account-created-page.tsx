import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { CheckCircleIcon } from '@/components/ui/icons';
import { AppLink } from '@/components/ui/router-links';
import { EmailVerification } from '@/features/auth/components/email-verification';
import { useLinkToken } from '@/hooks/use-link-token';

function AccountCreatedNotice() {
  return (
    <Flex direction="column" gap="medium" textAlign="center">
      <span className="page-card__icon">
        <CheckCircleIcon width={32} height={32} />
      </span>
      <Heading level={1} fontSize="xl">
        {copy.accountCreated.title}
      </Heading>
      <Text>{copy.accountCreated.body}</Text>
      <Text color="font.tertiary">{copy.accountCreated.checkEmail}</Text>
      <AppLink to="/">{copy.accountCreated.backHome}</AppLink>
    </Flex>
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
