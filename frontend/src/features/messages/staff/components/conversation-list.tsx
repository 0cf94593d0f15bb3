import { Badge, Card, Flex, Heading } from '@aws-amplify/ui-react';
import { conversationsPageSchema } from '@taxback/shared/messages/schemas';
import { copy } from '@taxback/shared/copy';
import type * as z from '@taxback/shared/zod';
import { loadedItems } from '@/components/admin-list/loaded-items';
import { useAdminList } from '@/hooks/use-admin-list';
import { PagedContent } from '@/components/admin-list/paged-content';
import { formatDateTime } from '@taxback/shared/i18n/format';

export type Conversation = z.infer<typeof conversationsPageSchema>['items'][number];

const text = copy.adminConversations;

interface ConversationListProps {
  selectedUserId: string | null;
  onSelect: (conversation: Conversation) => void;
}

/** One entry per customer who has a thread, most recent first: unread mark, preview and the claim's stage. */
export function ConversationList({ selectedUserId, onSelect }: ConversationListProps) {
  const list = useAdminList('conversations');
  const conversations = loadedItems(list);
  return (
    <Card variation="outlined" className="admin-conversations__card admin-conversations__conversations">
      <Flex direction="column" gap="small">
        <Heading level={2} fontSize="large">
          {text.conversationsTitle}
        </Heading>
        <PagedContent
          query={list}
          count={conversations.length}
          emptyText={text.noConversations}
          errorText={text.loadFailed(list.error?.message ?? '')}
        >
          <ul className="conversation-list">
            {conversations.map((conversation) => {
              const unread = conversation.unreadCount > 0;
              return (
                <li key={conversation.userId}>
                  <button
                    type="button"
                    className={`conversation-list__item${unread ? ' conversation-list__item--unread' : ''}`}
                    aria-pressed={conversation.userId === selectedUserId}
                    onClick={() => onSelect(conversation)}
                  >
                    <span className="conversation-list__name">
                      {unread && <span className="conversation-list__dot" aria-hidden="true" />}
                      {conversation.userName}
                    </span>
                    {unread && (
                      <Badge size="small" variation="error">
                        {text.unreadCount(conversation.unreadCount)}
                      </Badge>
                    )}
                    {conversation.preview && (
                      <span className="conversation-list__preview">
                        {text.preview(conversation.preview.fromStaff, conversation.preview.text)}
                      </span>
                    )}
                    <span className="conversation-list__meta">
                      <Badge size="small" variation={conversation.claim ? 'info' : undefined}>
                        {conversation.claim
                          ? `${conversation.claim.taxYears.join(', ')} · ${copy.refundStatus.shownStatuses[conversation.claim.stage]}`
                          : text.noClaimStage}
                      </Badge>
                      <time className="conversation-list__date" dateTime={conversation.lastMessageAt}>
                        {formatDateTime(conversation.lastMessageAt)}
                      </time>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </PagedContent>
      </Flex>
    </Card>
  );
}
