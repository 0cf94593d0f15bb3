import { Alert } from '@aws-amplify/ui-react';
import type { AdminUser } from '@taxback/shared/account/staff-schemas';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState } from 'react';
import { useAdminList } from '@/hooks/use-admin-list';
import { AdminListPanel, type Column } from '@/components/admin-list/admin-list-panel';
import { formatDate } from '@taxback/shared/i18n/format';
import { userName } from '@/lib/user-name';
import { AccountClosures, UserExportCell } from './user-data-rights';

const text = staffCopy.adminBackOffice.users;

const columns: Column<AdminUser>[] = [
  { header: text.columns.name, cell: (user) => <span className="admin-list__break">{userName(user)}</span> },
  { header: text.columns.email, cell: (user) => user.email },
  { header: text.columns.phone, cell: (user) => user.phone },
  { header: text.columns.applications, cell: (user) => user.applicationCount },
  {
    header: text.columns.registered,
    cell: (user) => user.createdAt && <span className="admin-list__nowrap">{formatDate(user.createdAt)}</span>,
  },
  { header: copy.dataRights.staff.dataColumn, cell: (user) => <UserExportCell user={user} /> },
];

export function UsersTab() {
  const [q, setQ] = useState('');
  const list = useAdminList('users', q);
  const emailsUnavailable = list.data?.pages.some((page) => page.emailsUnavailable) ?? false;
  return (
    <AdminListPanel
      list={list}
      columns={columns}
      rowKey={(user) => user.userId}
      text={text}
      search={{ label: text.searchLabel, onSearch: setQ }}
      notice={
        <>
          <AccountClosures />
          {emailsUnavailable && <Alert variation="warning">{text.emailsUnavailableNote}</Alert>}
        </>
      }
    />
  );
}
