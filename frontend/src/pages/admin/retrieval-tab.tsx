import { Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import type { RetrievalListItem } from '@taxback/shared/retrieval/schemas';
import { RETRIEVAL_STATUSES, type RetrievalStatus } from '@taxback/shared/retrieval/status';
import { useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { AdminListPanel, type Column } from '@/components/admin-list/admin-list-panel';
import { formatDate } from '@taxback/shared/i18n/format';
import { useRetrievalWorkList } from '@/features/retrieval/staff/api/retrieval';
import { RetrievalPanel } from '@/features/retrieval/staff/components/retrieval-panel';
import { ChoiceSelect } from '@/components/ui/choice-select';

const text = staffCopy.adminRetrieval.list;
const statuses = staffCopy.adminRetrieval.claim.statuses;

const badgeOf: Record<RetrievalStatus, 'info' | 'warning' | 'success' | 'error' | undefined> = {
  to_request: undefined,
  requested: 'info',
  follow_up_due: 'warning',
  received: 'success',
  not_available: 'error',
};

const today = () => new Date().toISOString().slice(0, 10);
const nameOf = (item: RetrievalListItem) => item.customerName || text.unnamed;

/**
 * The missing forms of every claim, one status at a time (soonest follow-up first), each opening its
 * claim's retrieval: letters, sending, the received copy. Composed here, on the page, because it puts
 * the retrieval feature in the admin lists' table.
 */
export function RetrievalTab() {
  const [status, setStatus] = useState<RetrievalStatus>('to_request');
  const list = useRetrievalWorkList(status);
  const [opened, setOpened] = useState<RetrievalListItem | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const columns: Column<RetrievalListItem>[] = [
    { header: text.columns.customer, cell: nameOf },
    {
      header: text.columns.casino,
      cell: (item) =>
        item.casinoOther && item.casinoOther !== item.casinoName
          ? `${item.casinoName} (${item.casinoOther})`
          : item.casinoName,
    },
    {
      header: text.columns.winDate,
      cell: (item) => <span className="admin-list__nowrap">{item.date ? formatDate(item.date) : '-'}</span>,
    },
    {
      header: text.columns.status,
      cell: (item) => (
        <Badge size="small" variation={badgeOf[item.status]}>
          {statuses[item.status]}
        </Badge>
      ),
    },
    {
      header: text.columns.requested,
      cell: (item) => (
        <span className="admin-list__nowrap">{item.requestedAt ? formatDate(item.requestedAt) : '-'}</span>
      ),
    },
    {
      header: text.columns.followUp,
      cell: (item) =>
        item.followUpOn && (item.status === 'requested' || item.status === 'follow_up_due') ? (
          <Flex gap="xs" alignItems="center" wrap="nowrap">
            <span className="admin-list__nowrap">{formatDate(item.followUpOn)}</span>
            {item.followUpOn <= today() && (
              <Badge size="small" variation="warning">
                {text.overdue}
              </Badge>
            )}
          </Flex>
        ) : (
          '-'
        ),
    },
    {
      header: text.columns.paid,
      cell: (item) => (
        <Badge size="small" variation={item.readiness.paid ? 'success' : 'error'}>
          {item.readiness.paid ? text.yes : text.no}
        </Badge>
      ),
    },
    {
      header: text.columns.identity,
      cell: (item) => (
        <Badge size="small" variation={item.readiness.identityChecked ? 'success' : 'warning'}>
          {item.readiness.identityChecked ? text.yes : text.no}
        </Badge>
      ),
    },
    {
      header: text.columns.actions,
      cell: (item) => (
        <Button size="small" onClick={() => setOpened(item)} aria-label={text.openLabel(nameOf(item), item.casinoName)}>
          {text.open}
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminListPanel
        list={list}
        items={items}
        columns={columns}
        rowKey={(item) => `${item.applicationId}/${item.entryId}`}
        text={text}
        notice={<Text fontSize="small">{text.intro}</Text>}
        actions={
          <Flex gap="small" alignItems="flex-end" wrap="wrap">
            <ChoiceSelect
              label={text.status}
              value={status}
              choices={RETRIEVAL_STATUSES}
              nameOf={(value) => statuses[value]}
              onChange={setStatus}
            />
            <Button size="small" onClick={() => void list.refetch()} isLoading={list.isRefetching}>
              {staffCopy.adminBackOffice.lists.refresh}
            </Button>
          </Flex>
        }
      />
      {opened && (
        <ModalDialog title={text.dialogTitle(nameOf(opened))} onClose={() => setOpened(null)} size="large">
          <RetrievalPanel applicationId={opened.applicationId} />
        </ModalDialog>
      )}
    </>
  );
}
