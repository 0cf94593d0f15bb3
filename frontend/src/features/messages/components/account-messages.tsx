import { Card, Divider, Flex, Heading, Placeholder, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { LoadError } from '@/components/ui/load-error';
import { useMyMessages } from '../api/my-messages';
import { MessageCard } from '@/components/message-card';
import { ReplyForm } from './reply-form';

const text = copy.accountMessages;

/** The customer's thread with staff, newest first, and a form to answer. */
export function AccountMessages() {
  const thread = useMyMessages();
  return (
    <section aria-labelledby="account-messages-title">
      <Card variation="elevated" className="page-card">
        <Flex direction="column" gap="medium">
          <Flex direction="column" gap="xxs">
            <Heading level={2} fontSize="large" id="account-messages-title">
              {text.title}
            </Heading>
            <Text color="font.tertiary">{text.intro}</Text>
          </Flex>
          {thread.isPending ? (
            <Placeholder size="large" />
          ) : thread.isError ? (
            <LoadError message={text.loadFailed} onRetry={() => void thread.refetch()} />
          ) : thread.data.messages.length === 0 ? (
            <Text color="font.tertiary">{text.empty}</Text>
          ) : (
            <ol className="message-list message-list--scroll" aria-label={text.title}>
              {thread.data.messages.map((message) => (
                <li key={message.messageId}>
                  <MessageCard message={message} />
                </li>
              ))}
            </ol>
          )}
          <Divider />
          <ReplyForm />
        </Flex>
      </Card>
    </section>
  );
}
