import { Table, TableBody, type TableProps } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { TableHeader } from '@/components/table-header';

interface StaffTableProps<T> extends Pick<TableProps, 'size' | 'className'> {
  'data-testid'?: string;
  headers: readonly string[];
  items: readonly T[];
  /** One `TableRow` per item, keyed. */
  renderRow: (item: T) => ReactNode;
  /** The box that scrolls the table sideways where it is wider than the page. */
  scrollClassName?: string;
}

/** A back-office table: its column headers, one row per item, inside a box that scrolls sideways. */
export function StaffTable<T>({
  headers,
  items,
  renderRow,
  scrollClassName = 'admin-list__scroll',
  ...table
}: StaffTableProps<T>) {
  return (
    <div className={scrollClassName}>
      <Table highlightOnHover {...table}>
        <TableHeader headers={headers} />
        <TableBody>{items.map(renderRow)}</TableBody>
      </Table>
    </div>
  );
}
