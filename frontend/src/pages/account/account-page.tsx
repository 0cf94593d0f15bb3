import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { ProfileInformation } from '@/features/account/components/profile-information';
import { QuickActions } from '@/features/account/components/quick-actions';
import { EmailChangeForm } from '@/features/account/components/email-change-form';
import { YourData } from '@/features/account/components/your-data';
import '@/features/account/components/account.css';
import { ClaimsList } from '@/features/claim/components/claims-list';
import { useAuth } from '@/lib/use-auth';
import { AccountConversation } from '@/features/messages/components/account-conversation';
import '@/styles/flow.css';

export function AccountPage() {
  const { firstName, me, session } = useAuth();
  const email = me?.email ?? session?.email ?? '';
  return (
    <div className="flow-page flow-page--wide account">
      <Flex direction="column" gap="xxs">
        <Heading level={1} className="flow-page__title">
          {firstName ? copy.account.welcome(firstName) : copy.account.welcomeNoName}
        </Heading>
        <Text color="font.tertiary">{copy.account.signedInAs(email)}</Text>
      </Flex>
      <QuickActions />
      <ClaimsList />
      <ProfileInformation />
      <EmailChangeForm currentEmail={email} />
      <AccountConversation />
      <YourData />
    </div>
  );
}
