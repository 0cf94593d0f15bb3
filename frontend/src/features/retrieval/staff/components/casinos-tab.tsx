import { Badge, Button, Flex, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import type { Casino } from '@taxback/shared/retrieval/casinos';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { useCasinoChange, useCasinoDirectory } from '@/features/retrieval/staff/api/casinos';
import { CasinoFormDialog } from './casino-form-dialog';
import { StaffTable } from '@/components/admin-list/staff-table';

const text = staffCopy.adminRetrieval.casinos;

/** The casino directory staff keep for 1042-S copy requests; the wizard offers the same list. */
export function CasinosTab() {
  const directory = useCasinoDirectory();
  const change = useCasinoChange();
  const [editing, setEditing] = useState<Casino | 'new' | null>(null);

  if (directory.isError)
    return <LoadError message={copy.common.genericRetry} onRetry={() => void directory.refetch()} />;
  if (!directory.data) return <PageLoader />;

  const remove = (casino: Casino) => {
    if (!window.confirm(text.deleteConfirm(casino.displayName))) return;
    change.mutate(
      { kind: 'delete', slug: casino.slug },
      { onSuccess: () => toast.success(text.deleted), onError: () => toast.error(text.saveFailed) },
    );
  };

  return (
    <Flex direction="column" gap="medium" className="admin-list">
      <Flex gap="small" alignItems="center" wrap="wrap" justifyContent="space-between">
        <Text>{text.intro}</Text>
        <Button variation="primary" size="small" onClick={() => setEditing('new')}>
          {text.add}
        </Button>
      </Flex>
      <StaffTable
        size="small"
        className="admin-list__table responsive-table"
        data-testid="casino-directory"
        headers={Object.values(text.columns)}
        items={directory.data.items}
        renderRow={(casino) => (
          <TableRow key={casino.slug}>
            <TableCell data-label={text.columns.name}>{casino.displayName}</TableCell>
            <TableCell data-label={text.columns.legalName}>{casino.legalName}</TableCell>
            <TableCell data-label={text.columns.contact}>
              {[casino.address, casino.email, casino.fax].filter(Boolean).join(' · ') || '-'}
            </TableCell>
            <TableCell data-label={text.columns.requirements}>
              {casino.requirements.map((item) => text.requirements[item]).join(', ')}
            </TableCell>
            <TableCell data-label={text.columns.answerTime} className="admin-list__nowrap">
              {text.days(casino.answerDays)}
            </TableCell>
            <TableCell data-label={text.columns.state}>
              <Badge size="small" variation={casino.toVerify ? 'warning' : 'success'}>
                {casino.toVerify ? text.toVerify : text.verified}
              </Badge>
            </TableCell>
            <TableCell data-label={text.columns.actions}>
              <Flex gap="xs" wrap="nowrap">
                <Button size="small" onClick={() => setEditing(casino)}>
                  {text.edit}
                </Button>
                <Button size="small" variation="destructive" onClick={() => remove(casino)}>
                  {text.delete}
                </Button>
              </Flex>
            </TableCell>
          </TableRow>
        )}
      />
      {editing && <CasinoFormDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
