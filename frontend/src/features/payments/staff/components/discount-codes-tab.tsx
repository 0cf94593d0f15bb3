import { Badge, Button, Flex, Text, type BadgeProps } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { useAdminList } from '@/hooks/use-admin-list';
import { AdminListPanel, type Column } from '@/components/admin-list/admin-list-panel';
import { formatDate } from '@taxback/shared/i18n/format';
import { useDiscountCodeChange, type DiscountCode } from '../api/discount-codes';
import { discountText, usageText } from '../utils/discount-display';
import { DeleteDiscountCodeDialog } from './delete-discount-code-dialog';
import { DiscountCodeFormDialog } from './discount-code-form-dialog';

const text = staffCopy.adminDiscounts;

const stateVariations: Record<DiscountCode['state'], BadgeProps['variation']> = {
  active: 'success',
  inactive: undefined,
  expired: 'warning',
  max_uses_reached: 'warning',
};

type Dialog = { kind: 'form'; editing: DiscountCode | null } | { kind: 'delete'; code: string } | null;

export function DiscountCodesTab() {
  const list = useAdminList('discount-codes');
  const change = useDiscountCodeChange();
  const [dialog, setDialog] = useState<Dialog>(null);

  const toggleActive = (code: DiscountCode) =>
    change.mutate(
      { kind: 'setActive', code: code.code, active: !code.active },
      {
        onSuccess: () => toast.success(code.active ? text.deactivated : text.activated),
        onError: () => toast.error(text.updateFailed),
      },
    );

  const columns: Column<DiscountCode>[] = [
    {
      header: text.columns.code,
      cell: (code) => (
        <Text as="span" fontFamily="monospace" fontWeight="bold">
          {code.code}
        </Text>
      ),
    },
    { header: text.columns.discount, cell: discountText },
    { header: text.columns.usage, cell: usageText },
    {
      header: text.columns.status,
      cell: (code) => (
        <Badge size="small" variation={stateVariations[code.state]}>
          {text.states[code.state]}
        </Badge>
      ),
    },
    {
      header: text.columns.expires,
      cell: (code) => (
        <span className="admin-list__nowrap">
          {code.expiresAt ? formatDate(code.expiresAt.slice(0, 10)) : text.never}
        </span>
      ),
    },
    {
      header: text.columns.actions,
      cell: (code) => (
        <Flex gap="xs" wrap="nowrap">
          <Button
            size="small"
            onClick={() => setDialog({ kind: 'form', editing: code })}
            aria-label={text.editLabel(code.code)}
          >
            {text.edit}
          </Button>
          <Button size="small" onClick={() => toggleActive(code)} isDisabled={change.isPending}>
            {code.active ? text.deactivate : text.activate}
          </Button>
          <Button
            size="small"
            variation="destructive"
            onClick={() => setDialog({ kind: 'delete', code: code.code })}
            aria-label={text.deleteLabel(code.code)}
          >
            {text.delete}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <AdminListPanel
        list={list}
        columns={columns}
        rowKey={(code) => code.code}
        text={text}
        actions={
          <Button variation="primary" size="small" onClick={() => setDialog({ kind: 'form', editing: null })}>
            {text.newCode}
          </Button>
        }
      />
      {dialog?.kind === 'form' && <DiscountCodeFormDialog editing={dialog.editing} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteDiscountCodeDialog code={dialog.code} onClose={() => setDialog(null)} />}
    </>
  );
}
