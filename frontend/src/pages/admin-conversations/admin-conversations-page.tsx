import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useMarkConversationRead } from '@/features/messages/staff/api/conversations';
import { BroadcastList } from '@/features/messages/staff/components/broadcast-list';
import { AllUsersList } from '@/features/messages/staff/components/all-users-list';
import { ComposeCard, type ComposeTarget } from '@/features/messages/staff/components/compose-card';
import { ConversationList, type Conversation } from '@/features/messages/staff/components/conversation-list';
import { ThreadPanel } from '@/features/messages/staff/components/thread-panel';
import { InboxTab } from '@/features/contact/staff/components/inbox-tab';
import { loadedItems } from '@/components/admin-list/loaded-items';
import { useAdminList } from '@/hooks/use-admin-list';
import { userName } from '@/lib/user-name';
import '@/features/messages/staff/components/admin-conversations.css';

const text = copy.adminConversations;
const SECTIONS = ['conversations', 'inbox'] as const;
type Section = (typeof SECTIONS)[number];

/** What a claim page hands over with its link: whom to write to, about which claim. */
interface FromClaim {
  name: string;
  applicationId: string;
}

const fromClaim = (state: unknown): FromClaim | null => {
  const value = state as Partial<FromClaim> | null;
  return typeof value?.name === 'string' && typeof value.applicationId === 'string'
    ? { name: value.name, applicationId: value.applicationId }
    : null;
};

/**
 * `openUserId`: the customer whose thread opens first (a claim page links here with `?user=`); from a claim page,
 * the message box opens too, about that claim, even for a customer who has never written.
 */
function Conversations({ openUserId }: { openUserId: string | null }) {
  const [selected, setSelected] = useState<Conversation | null>(null);
  const [target, setTarget] = useState<ComposeTarget | null>(null);
  const markRead = useMarkConversationRead();
  const list = useAdminList('conversations');
  const loaded = loadedItems(list);
  const claim = fromClaim(useLocation().state);

  const select = (conversation: Conversation) => {
    setSelected(conversation);
    markRead.mutate(conversation.userId);
  };

  const linked = openUserId ? loaded.find((conversation) => conversation.userId === openUserId) : undefined;
  useEffect(() => {
    if (linked && !selected) select(linked);
    // Opened once, when the linked thread first appears; the reader's own choice wins after that.
  }, [linked?.userId]);
  useEffect(() => {
    if (openUserId && claim && !list.isPending)
      setTarget({ userId: openUserId, name: claim.name, reply: Boolean(linked), applicationId: claim.applicationId });
  }, [openUserId, claim?.applicationId, list.isPending]);

  return (
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
  );
}

/** Every message in one place: customers' conversations, and the public contact form's inbox. */
export function AdminConversationsPage() {
  const [params, setParams] = useSearchParams();
  const section: Section = params.get('section') === 'inbox' ? 'inbox' : 'conversations';

  return (
    <div className="container admin-conversations">
      <Flex direction="column" gap="xs" className="admin-conversations__header">
        <Heading level={1}>{text.pageTitle}</Heading>
        <Flex role="group" aria-label={text.sectionsLabel} gap="xs" wrap="wrap" className="admin-messages__sections">
          {SECTIONS.map((value) => (
            <Button
              key={value}
              size="small"
              variation={value === section ? 'primary' : undefined}
              aria-pressed={value === section}
              onClick={() => setParams(value === 'conversations' ? {} : { section: value }, { replace: true })}
            >
              {text.sections[value]}
            </Button>
          ))}
        </Flex>
      </Flex>
      {section === 'conversations' ? <Conversations openUserId={params.get('user')} /> : <InboxTab />}
    </div>
  );
}
