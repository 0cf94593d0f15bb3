import { Button, Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { claimPaths } from '@taxback/shared/claim/claim-paths';
import { copy } from '@taxback/shared/copy';
import { useEffect, useRef } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { MessageCard } from '@/features/messages/components/message-card';
import { OlderMessagesButton } from '@/features/messages/components/older-messages-button';
import { useThread } from '../api/conversations';
import type { Conversation } from './conversation-list';

const text = copy.adminConversations;

/**
 * The selected customer's thread, oldest first in a fixed-height panel that opens at the newest message;
 * older pages load above on demand.
 */
export function ThreadPanel({ conversation, onReply }: { conversation: Conversation | null; onReply: () => void }) {
  const thread = useThread(conversation?.userId ?? null);
  const scroller = useRef<HTMLDivElement>(null);
  const newestFirst = thread.data?.pages.flatMap((page) => page.messages);
  const newestId = newestFirst?.[0]?.messageId;

  // Only a new newest message scrolls to the bottom: loading older ones keeps the reader where they are.
  useEffect(() => {
    const panel = scroller.current;
    if (panel) panel.scrollTop = panel.scrollHeight;
  }, [newestId]);

  return (
    <Card variation="outlined" className="admin-conversations__card admin-conversations__thread">
      <Flex justifyContent="space-between" alignItems="center" gap="small" wrap="wrap" marginBottom="small">
        <Heading level={2} fontSize="large">
          {conversation ? text.threadTitle(conversation.userName) : text.noThreadTitle}
        </Heading>
        {conversation && (
          <Button size="small" variation="primary" onClick={onReply}>
            {text.reply}
          </Button>
        )}
      </Flex>
      {/* Focusable so that keyboard users can scroll the thread. */}
      <div
        className="thread-panel"
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label={conversation ? text.threadTitle(conversation.userName) : text.noThreadTitle}
      >
        {!conversation ? (
          <Text color="font.tertiary">{text.pickConversation}</Text>
        ) : thread.isError ? (
          <LoadError message={text.loadFailed(thread.error.message)} onRetry={() => void thread.refetch()} />
        ) : !newestFirst ? (
          <Loader ariaLabel={copy.common.loading} />
        ) : newestFirst.length === 0 ? (
          <Text color="font.tertiary">{text.emptyThread}</Text>
        ) : (
          <Flex direction="column" gap="small">
            <OlderMessagesButton thread={thread} label={text.olderMessages} />
            <ol className="plain-list message-list">
              {[...newestFirst].reverse().map((message) => (
                <li key={message.messageId}>
                  <MessageCard message={message} claimHref={claimPaths.backOffice} />
                </li>
              ))}
            </ol>
          </Flex>
        )}
      </div>
    </Card>
  );
}
