import { Button, Flex, Heading, VisuallyHidden } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import './modal-dialog.css';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'small' | 'large';
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and restores focus to
 * the opener. Mounting the component opens it; the parent unmounts it to close.
 */
export function ModalDialog({ title, onClose, children, size = 'small' }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={`modal-dialog modal-dialog--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <Flex justifyContent="space-between" alignItems="center" gap="medium" className="modal-dialog__header">
        <Heading level={2} fontSize="large" id={titleId}>
          {title}
        </Heading>
        <Button variation="link" size="small" onClick={onClose} className="modal-dialog__close">
          <CloseIcon />
          <VisuallyHidden>{copy.common.cancel}</VisuallyHidden>
        </Button>
      </Flex>
      <div className="modal-dialog__body">{children}</div>
    </dialog>
  );
}
