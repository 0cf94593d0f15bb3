import { Button } from '@aws-amplify/ui-react';

interface OlderMessagesButtonProps {
  thread: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
}

/** Loads the next, older page of a thread; absent once the oldest message is shown. */
export function OlderMessagesButton({ thread, label }: OlderMessagesButtonProps) {
  if (!thread.hasNextPage) return null;
  return (
    <Button
      size="small"
      className="message-list__older"
      isLoading={thread.isFetchingNextPage}
      onClick={() => void thread.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
