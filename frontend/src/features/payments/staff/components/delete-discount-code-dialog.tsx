import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { toast } from '@/components/ui/toast';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { isApiError } from '@/lib/api-client';
import { useDiscountCodeChange } from '../api/discount-codes';

const text = staffCopy.adminDiscounts;

export function DeleteDiscountCodeDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const change = useDiscountCodeChange();
  const confirm = () =>
    change.mutate(
      { kind: 'delete', code },
      {
        onSuccess: () => {
          toast.success(text.deleted);
          onClose();
        },
      },
    );

  return (
    <ModalDialog title={text.deleteTitle} onClose={onClose}>
      <Flex direction="column" gap="large">
        {change.isError && (
          <Alert variation="error" role="alert">
            {/* A refusal says why (a checkout holds the code); anything else is our failure. */}
            {isApiError(change.error) && change.error.status < 500 ? change.error.message : text.deleteFailed}
          </Alert>
        )}
        <Text>{text.deleteBody(code)}</Text>
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onClose}>{copy.common.cancel}</Button>
          <Button variation="destructive" onClick={confirm} isLoading={change.isPending}>
            {text.confirmDelete}
          </Button>
        </Flex>
      </Flex>
    </ModalDialog>
  );
}
