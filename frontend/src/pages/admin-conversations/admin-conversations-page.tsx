import { Flex, Heading } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useState } from 'react';
import { useMarkConversationRead } from '@/features/admin-conversations/api/conversations';
import { BroadcastList } from '@/features/admin-conversations/components/broadcast-list';
import { AllUsersList } from '@/features/admin-conversations/components/all-users-list';
import { ComposeCard, type ComposeTarget } from '@/features/admin-conversations/components/compose-card';
import { ConversationList, type Conversation } from '@/features/admin-conversations/components/conversation-list';
import { ThreadPanel } from '@/features/admin-conversations/components/thread-panel';
import { userName } from '@/lib/user-name';
import '@/features/admin-conversations/components/admin-conversations.css';

const text = copy.adminConversations;

export function AdminConversationsPage() {
  const [selected, setSelected] = useState<Conversation | null>(null);
  const [target, setTarget] = useState<ComposeTarget | null>(null);
  const markRead = useMarkConversationRead();

  const select = (conversation: Conversation) => {
    setSelected(conversation);
    markRead.mutate(conversation.userId);
  };

  return (
    <div className="container admin-conversations">
      <Flex direction="column" gap="xxs" className="admin-conversations__header">
        <Heading level={1}>{text.pageTitle}</Heading>
      </Flex>
      <div className="admin-conversations__grid">
        <ConversationList selectedUserId={selected?.userId ?? null} onSelect={select} />
        <ThreadPanel
          conversation={selected}
          onReply={() => selected && setTarget({ userId: selected.userId, name: selected.userName, reply: true })}
        />
        <Flex direction="column" gap="large" className="admin-conversations__compose">
          <ComposeCard target={target} onNewMessage={() => setTarget(null)} />
          <BroadcastList />
        </Flex>
        <AllUsersList onWrite={(user) => setTarget({ userId: user.userId, name: userName(user), reply: false })} />
      </div>
    </div>
  );
}
