import { Flex, TableCell, TableRow } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { loadedItems } from './loaded-items';
import { ListSearch, type ListSearchProps } from './list-search';
import { PagedContent, type PagedQuery } from './paged-content';
import { StaffTable } from './staff-table';

export interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

interface AdminListPanelProps<T> {
  /** The list's paged query; the items of its loaded pages are the rows, unless `items` is given. */
  list: PagedQuery & { data?: { pages: readonly { items: readonly T[] }[] } };
  items?: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (item: T) => string;
  /** The list's texts: what an empty list says, and a failed load. */
  text: { empty: string; fetchFailed: string };
  /** Shown with a search box that sends `q` to the server. */
  search?: ListSearchProps;
  actions?: ReactNode;
  notice?: ReactNode;
}

/**
 * One back-office list: search and actions, a table whose rows become cards where its box is narrow (a phone;
 * each cell then names its column, responsive-table in admin-lists.css), "Load more".
 */
export function AdminListPanel<T>({
  list,
  items = loadedItems(list),
  columns,
  rowKey,
  text,
  search,
  actions,
  notice,
}: AdminListPanelProps<T>) {
  return (
    <Flex direction="column" gap="medium" className="admin-list">
      {(search || actions) && (
        <Flex gap="small" alignItems="flex-end" wrap="wrap" className="admin-list__toolbar">
          {search && <ListSearch {...search} />}
          {actions}
        </Flex>
      )}
      {notice}
      <PagedContent query={list} count={items.length} emptyText={text.empty} errorText={text.fetchFailed}>
        <StaffTable
          size="small"
          className="admin-list__table responsive-table"
          headers={columns.map((column) => column.header)}
          items={items}
          renderRow={(item) => (
            <TableRow key={rowKey(item)}>
              {columns.map((column) => (
                <TableCell key={column.header} data-label={column.header}>
                  {column.cell(item)}
                </TableCell>
              ))}
            </TableRow>
          )}
        />
      </PagedContent>
    </Flex>
  );
}
