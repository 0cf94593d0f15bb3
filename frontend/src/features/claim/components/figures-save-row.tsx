import { Button, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

interface FiguresSaveRowProps {
  label: string;
  saving: boolean;
  /** Announced once saved; empty otherwise. */
  savedText: string;
  /** More for the button: why it is disabled, a fuller accessible name. */
  button?: { isDisabled?: boolean; 'aria-label'?: string; 'aria-describedby'?: string };
  /** Between the button and the saved status, e.g. what is still missing. */
  children?: ReactNode;
}

/** The end of a figures form: its small save button and the status that says it was saved. */
export function FiguresSaveRow({ label, saving, savedText, button, children }: FiguresSaveRowProps) {
  return (
    <div className="claim-figures__actions">
      <Button type="submit" size="small" isLoading={saving} {...button}>
        {label}
      </Button>
      {children}
      <Text as="span" role="status" className="claim-figures__saved">
        {savedText}
      </Text>
    </div>
  );
}
