import { Button, CheckboxField, Flex, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState } from 'react';
import { ListSearch } from '@/components/admin-list/list-search';
import { PagedContent } from '@/components/admin-list/paged-content';
import { loadedItems } from '@/components/admin-list/loaded-items';
import { useAdminList } from '@/hooks/use-admin-list';
import { userName } from '@/lib/user-name';

const text = copy.adminConversations;

/** Chosen recipients by user id, with the name shown for each. */
export type Recipients = ReadonlyMap<string, string>;

interface RecipientPickerProps {
  chosen: Recipients;
  onChange: (chosen: Recipients) => void;
}

/** Customers ticked on any page of the server-searched user list; the choice survives searches and pages. */
export function RecipientPicker({ chosen, onChange }: RecipientPickerProps) {
  const [q, setQ] = useState('');
  const list = useAdminList('users', q);
  const users = loadedItems(list);

  const toggle = (userId: string, name: string, picked: boolean) => {
    const next = new Map(chosen);
    if (picked) next.set(userId, name);
    else next.delete(userId);
    onChange(next);
  };
  const pickShown = () =>
    onChange(new Map([...chosen, ...users.map((user) => [user.userId, userName(user)] as const)]));

  return (
    <Flex as="fieldset" direction="column" gap="xs" className="recipient-picker">
      <legend className="recipient-picker__legend">{text.recipients}</legend>
      <Text fontSize="small" color="font.tertiary">
        {text.recipientsHint}
      </Text>
      {/* The same search again asks the server again: a customer who just signed up may be there now. */}
      <ListSearch
        label={text.recipientsSearch}
        onSearch={(value) => (value === q ? void list.refetch() : setQ(value))}
      />
      <PagedContent
        query={list}
        count={users.length}
        emptyText={staffCopy.adminBackOffice.users.empty}
        errorText={staffCopy.adminBackOffice.users.fetchFailed}
      >
        <ul className="recipient-picker__list">
          {users.map((user) => (
            <li key={user.userId}>
              <CheckboxField
                name="recipients"
                value={user.userId}
                label={text.pickRecipient(userName(user), user.email)}
                checked={chosen.has(user.userId)}
                onChange={(event) => toggle(user.userId, userName(user), event.target.checked)}
              />
            </li>
          ))}
        </ul>
      </PagedContent>
      <Flex justifyContent="space-between" alignItems="center" gap="xs" wrap="wrap">
        <Button size="small" onClick={pickShown} isDisabled={users.length === 0}>
          {text.pickPage}
        </Button>
        <Flex alignItems="center" gap="xs">
          <Text as="span" fontSize="small" role="status">
            {text.chosenCount(chosen.size)}
          </Text>
          {chosen.size > 0 && (
            <Button size="small" variation="link" onClick={() => onChange(new Map())}>
              {text.clearChosen}
            </Button>
          )}
        </Flex>
      </Flex>
    </Flex>
  );
}
