import { Button, type ButtonProps } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

interface SubmitButtonProps extends Pick<ButtonProps, 'alignSelf' | 'isFullWidth'> {
  /** While the form is being sent: the button is disabled and says `busyLabel`. */
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}

/** A form's primary submit button, disabled and showing progress while the form is being sent. */
export function SubmitButton({ busy, busyLabel, children, ...layout }: SubmitButtonProps) {
  return (
    <Button type="submit" variation="primary" isDisabled={busy} isLoading={busy} loadingText={busyLabel} {...layout}>
      {children}
    </Button>
  );
}
