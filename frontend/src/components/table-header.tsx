import { TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';

/** A table's head: one column header cell per name, in order (the names are distinct: they key the cells). */
export function TableHeader({ headers }: { headers: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {headers.map((header) => (
          <TableCell as="th" scope="col" key={header}>
            {header}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
