import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { AdminUser } from '@taxback/shared/account/staff-schemas';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState } from 'react';
import { loadedItems } from '@/components/admin-list/loaded-items';
import { useAdminList } from '@/hooks/use-admin-list';
import { ListSearch } from '@/components/admin-list/list-search';
import { PagedContent } from '@/components/admin-list/paged-content';
import { userName } from '@/lib/user-name';
import { nextSort, sortUsers, type UserSort, type UserSortKey } from '../utils/sort-users';

const text = copy.adminConversations;
const SORT_KEYS: UserSortKey[] = ['name', 'email', 'status'];

/** Every user, searchable on the server and sorted here by name, email or status; Write starts a message. */
export function AllUsersList({ onWrite }: { onWrite: (user: AdminUser) => void }) {
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<UserSort>({ key: 'name', ascending: true });
  const list = useAdminList('users', q);
  const users = sortUsers(loadedItems(list), sort);

  return (
    <Card variation="outlined" className="admin-conversations__card admin-conversations__users">
      <Heading level={2} fontSize="large" marginBottom="small">
        {text.usersTitle}
      </Heading>
      <Flex direction="column" gap="small">
        <ListSearch label={staffCopy.adminBackOffice.users.searchLabel} onSearch={setQ} />
        <Flex gap="xs" alignItems="center" wrap="wrap" role="group" aria-label={text.sortBy}>
          <Text as="span" fontSize="small" color="font.tertiary">
            {text.sortBy}
          </Text>
          {SORT_KEYS.map((key) => {
            const active = sort.key === key;
            return (
              <Button
                key={key}
                size="small"
                variation={active ? 'primary' : undefined}
                aria-label={active ? text.sortState(text.sortKeys[key], sort.ascending) : text.sortKeys[key]}
                onClick={() => setSort(nextSort(sort, key))}
              >
                {text.sortKeys[key]}
                {active && <span aria-hidden="true">{sort.ascending ? ' ↑' : ' ↓'}</span>}
              </Button>
            );
          })}
        </Flex>
        <PagedContent
          query={list}
          count={users.length}
          emptyText={staffCopy.adminBackOffice.users.empty}
          errorText={staffCopy.adminBackOffice.users.fetchFailed}
        >
          <ul className="user-list" aria-label={text.usersTitle}>
            {users.map((user) => (
              <li key={user.userId} className="user-list__item">
                <Flex justifyContent="space-between" alignItems="center" gap="xs">
                  <span className="user-list__name">{userName(user)}</span>
                  <Button size="small" onClick={() => onWrite(user)} aria-label={text.writeLabel(userName(user))}>
                    {text.write}
                  </Button>
                </Flex>
                <span className="user-list__email">{user.email}</span>
                <Flex gap="xxs" wrap="wrap">
                  <Badge size="small" variation={user.status ? 'info' : undefined}>
                    {user.status ? copy.statusLabels[user.status] : text.noApplication}
                  </Badge>
                  {user.hasMessages && (
                    <Badge size="small" variation="success">
                      {text.hasMessages}
                    </Badge>
                  )}
                  <Badge size="small">{text.applicationCount(user.applicationCount)}</Badge>
                </Flex>
              </li>
            ))}
          </ul>
        </PagedContent>
      </Flex>
    </Card>
  );
}
