import { Flex, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { ListSearch, type ListSearchProps } from './list-search';
import { PagedContent, type PagedQuery } from './paged-content';

export interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

interface AdminListPanelProps<T> {
  query: PagedQuery;
  items: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (item: T) => string;
  emptyText: string;
  errorText: string;
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
  query,
  items,
  columns,
  rowKey,
  emptyText,
  errorText,
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
      <PagedContent query={query} count={items.length} emptyText={emptyText} errorText={errorText}>
        <div className="admin-list__scroll">
          <Table highlightOnHover size="small" className="admin-list__table responsive-table">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell as="th" scope="col" key={column.header}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={rowKey(item)}>
                  {columns.map((column) => (
                    <TableCell key={column.header} data-label={column.header}>
                      {column.cell(item)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </PagedContent>
    </Flex>
  );
}
