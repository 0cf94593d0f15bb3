import { Alert, Button } from '@aws-amplify/ui-react';
import { isApiError } from '@/lib/api-client';

interface LinkActionButtonProps {
  /** The request the button sends: its error is said above the button, its pending state shows on it. */
  request: { isError: boolean; error: unknown; isPending: boolean };
  /** Said when the error is not the server's own refusal. */
  fallback: string;
  label: string;
  busyLabel: string;
  onClick: () => void;
  colorTheme?: 'error';
}

/** The one button of a page a mailed link opens (confirm, undo, release), with what went wrong above it. */
export function LinkActionButton({ request, fallback, label, busyLabel, onClick, colorTheme }: LinkActionButtonProps) {
  return (
    <>
      {request.isError && (
        <Alert variation="error" role="alert">
          {isApiError(request.error) ? request.error.message : fallback}
        </Alert>
      )}
      <Button
        variation="primary"
        colorTheme={colorTheme}
        isFullWidth
        isLoading={request.isPending}
        loadingText={busyLabel}
        onClick={onClick}
      >
        {label}
      </Button>
    </>
  );
}
