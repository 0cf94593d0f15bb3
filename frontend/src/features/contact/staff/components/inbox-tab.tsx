import { Badge, Button, Text } from '@aws-amplify/ui-react';
import type { ContactInboxItem } from '@taxback/shared/contact/schemas';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState } from 'react';
import { AdminListPanel, type Column } from '@/components/admin-list/admin-list-panel';
import { useAdminList } from '@/hooks/use-admin-list';
import { formatDateTime } from '@taxback/shared/i18n/format';
import { ReplyDialog } from './reply-dialog';
import './inbox-tab.css';

const text = staffCopy.adminInbox;

/** Messages from the public contact form, newest first: staff answer them by email from here. */
export function InboxTab() {
  const list = useAdminList('inbox');
  const [replying, setReplying] = useState<ContactInboxItem | null>(null);

  const columns: Column<ContactInboxItem>[] = [
    {
      header: text.columns.received,
      cell: (item) => <span className="admin-list__nowrap">{formatDateTime(item.createdAt)}</span>,
    },
    {
      header: text.columns.from,
      cell: (item) => (
        <>
          <Text as="span" fontWeight="bold">
            {item.name}
          </Text>
          <Text as="span" display="block" fontSize="small">
            {item.email}
          </Text>
        </>
      ),
    },
    {
      header: text.columns.message,
      cell: (item) => (
        <>
          <Text as="span" className="admin-inbox__message">
            {item.message}
          </Text>
          {item.answeredAt && (
            <Text as="span" display="block" fontSize="small" color="font.tertiary">
              {text.answered(formatDateTime(item.answeredAt), item.answeredBy ?? '')}
            </Text>
          )}
        </>
      ),
    },
    {
      header: text.columns.status,
      cell: (item) => (
        <Badge size="small" variation={item.status === 'new' ? 'info' : 'success'}>
          {text.statuses[item.status]}
        </Badge>
      ),
    },
    {
      header: text.columns.actions,
      cell: (item) => (
        <Button size="small" onClick={() => setReplying(item)} aria-label={text.replyLabel(item.name)}>
          {text.reply}
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminListPanel list={list} columns={columns} rowKey={(item) => item.messageId} text={text} />
      {replying && <ReplyDialog message={replying} onClose={() => setReplying(null)} />}
    </>
  );
}
