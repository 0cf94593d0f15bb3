import { Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import './admin-lists.css';

/** The parts of an infinite query a paged list reads. */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface PagedContentProps {
  query: PagedQuery;
  count: number;
  emptyText: string;
  errorText: string;
  children: ReactNode;
}

/**
 * A paged list's loading, error and empty states around its items, and "Load more" while pages remain. A page
 * after the first that fails (a cursor the server no longer takes, a dropped connection) is said under the items;
 * trying again reloads the list from its first page, with fresh cursors.
 */
export function PagedContent({ query, count, emptyText, errorText, children }: PagedContentProps) {
  const moreFailed = query.isError && count > 0;
  return (
    <>
      {query.isPending ? (
        <Flex justifyContent="center" padding="large">
          <Loader size="large" ariaLabel={copy.common.loading} />
        </Flex>
      ) : query.isError && count === 0 ? (
        <LoadError message={errorText} onRetry={() => void query.refetch()} />
      ) : count === 0 ? (
        <Text className="admin-list__empty">{emptyText}</Text>
      ) : (
        children
      )}
      {moreFailed && <LoadError message={errorText} onRetry={() => void query.refetch()} />}
      {query.hasNextPage && !moreFailed && (
        <Button
          alignSelf="center"
          size="small"
          onClick={() => void query.fetchNextPage()}
          isLoading={query.isFetchingNextPage}
          loadingText={copy.common.loading}
        >
          {staffCopy.adminBackOffice.lists.loadMore}
        </Button>
      )}
    </>
  );
}
