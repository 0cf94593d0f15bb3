import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { messages } from '@taxback/shared/messages';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function AccountPage() {
  const { firstName, me, session } = useAuth();
  const email = me?.email ?? session?.email ?? '';
  return (
    <div className="page-narrow page-narrow--wide">
      <Card variation="elevated" className="page-card">
        <Flex direction="column" gap="small">
          <Heading level={1} fontSize="xxl">
            {firstName ? messages.account.welcome(firstName) : messages.account.welcomeNoName}
          </Heading>
          <Text color="font.tertiary">{messages.account.signedInAs(email)}</Text>
        </Flex>
      </Card>
    </div>
  );
}
