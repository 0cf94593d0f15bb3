import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { messages } from '@taxback/shared/messages';

/** A page's data could not be loaded: say so and offer to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variation="error" role="alert" heading={messages.common.error}>
      <Flex direction="column" gap="small" alignItems="flex-start">
        {message}
        <Button size="small" onClick={onRetry}>
          {messages.config.retry}
        </Button>
      </Flex>
    </Alert>
  );
}
