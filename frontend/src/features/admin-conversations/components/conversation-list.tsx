import { Badge, Card, Flex, Heading } from '@aws-amplify/ui-react';
import { conversationsPageSchema } from '@taxback/shared/conversation/schemas';
import { copy } from '@taxback/shared/copy';
import type * as z from '@taxback/shared/zod';
import { loadedItems, useAdminList } from '@/hooks/use-admin-list';
import { PagedContent } from '@/components/admin-list/paged-content';
import { formatDateTime } from '@taxback/shared/i18n/format';

export type Conversation = z.infer<typeof conversationsPageSchema>['items'][number];

const text = copy.adminConversations;

interface ConversationListProps {
  selectedUserId: string | null;
  onSelect: (conversation: Conversation) => void;
}

/** One entry per customer who has a thread, most recent first, with its unread count. */
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
            {conversations.map((conversation) => (
              <li key={conversation.userId}>
                <button
                  type="button"
                  className="conversation-list__item"
                  aria-pressed={conversation.userId === selectedUserId}
                  onClick={() => onSelect(conversation)}
                >
                  <span className="conversation-list__name">{conversation.userName}</span>
                  {conversation.unreadCount > 0 && (
                    <Badge size="small" variation="error">
                      {text.unreadCount(conversation.unreadCount)}
                    </Badge>
                  )}
                  <span className="conversation-list__date">{formatDateTime(conversation.lastMessageAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        </PagedContent>
      </Flex>
    </Card>
  );
}
