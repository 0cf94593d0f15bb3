import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';

/** A page's data could not be loaded: say so and offer to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variation="error" role="alert" heading={copy.common.error}>
      <Flex direction="column" gap="small" alignItems="flex-start">
        {message}
        <Button size="small" onClick={onRetry}>
          {copy.config.retry}
        </Button>
      </Flex>
    </Alert>
  );
}
