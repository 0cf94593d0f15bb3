import { Button } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './help-popover.css';

interface HelpPopoverProps {
  /** The button text, e.g. 'How do I know?'. */
  label: string;
  children: ReactNode;
}

/**
 * A small explanation behind a button: opens on click or tap (tooltips do not work on touch),
 * closes on Escape, a click outside or a second click, and returns focus to its button.
 */
export function HelpPopover({ label, children }: HelpPopoverProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <span className="help-popover" ref={rootRef}>
      <Button
        ref={buttonRef}
        variation="link"
        size="small"
        className="help-popover__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className="help-popover__icon">
          ?
        </span>
        {label}
      </Button>
      <span id={panelId} role="note" hidden={!open} className="help-popover__panel">
        {children}
      </span>
    </span>
  );
}
