import { Button, Flex, type FlexProps } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';

interface CancelSaveRowProps extends Pick<FlexProps, 'marginTop' | 'wrap'> {
  onCancel: () => void;
  /** While the form is being sent: cancel is disabled and the submit button shows progress. */
  busy: boolean;
  saveLabel: string;
}

/** The end of an edit form: cancel, then the primary submit button, on the right. */
export function CancelSaveRow({ onCancel, busy, saveLabel, ...layout }: CancelSaveRowProps) {
  return (
    <Flex gap="small" justifyContent="flex-end" {...layout}>
      <Button onClick={onCancel} isDisabled={busy}>
        {copy.common.cancel}
      </Button>
      <Button type="submit" variation="primary" isLoading={busy} loadingText={copy.common.saving}>
        {saveLabel}
      </Button>
    </Flex>
  );
}
