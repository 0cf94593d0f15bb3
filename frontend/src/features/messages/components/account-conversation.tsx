import { Divider, Flex, Placeholder, Text } from '@aws-amplify/ui-react';
import { claimPaths } from '@taxback/shared/claim/claim-paths';
import { copy } from '@taxback/shared/copy';
import { LoadError } from '@/components/ui/load-error';
import { SectionCard } from '@/components/ui/section-card';
import { useMyMessages } from '../api/my-conversation';
import { MessageCard } from '@/features/messages/components/message-card';
import { OlderMessagesButton } from '@/features/messages/components/older-messages-button';
import { ReplyForm } from './reply-form';

const text = copy.accountConversation;

/** The customer's thread with staff, newest first, older pages on demand, and a form to answer. */
export function AccountConversation() {
  const thread = useMyMessages();
  const messages = thread.data?.pages.flatMap((page) => page.messages) ?? [];
  return (
    <SectionCard titleId="account-conversation-title" title={text.title} intro={text.intro}>
      {thread.isPending ? (
        <Placeholder size="large" />
      ) : thread.isError ? (
        <LoadError message={text.loadFailed} onRetry={() => void thread.refetch()} />
      ) : messages.length === 0 ? (
        <Text color="font.tertiary">{text.empty}</Text>
      ) : (
        <Flex direction="column" gap="small" className="message-list--scroll">
          <ol className="plain-list message-list" aria-label={text.title}>
            {messages.map((message) => (
              <li key={message.messageId}>
                <MessageCard message={message} claimHref={claimPaths.status} />
              </li>
            ))}
          </ol>
          <OlderMessagesButton thread={thread} label={text.olderMessages} />
        </Flex>
      )}
      <Divider />
      <ReplyForm />
    </SectionCard>
  );
}
