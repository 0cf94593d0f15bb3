import { Badge, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { LoadError } from '@/components/ui/load-error';
import { formatDateTime } from '@taxback/shared/i18n/format';
import { useBroadcasts } from '../api/broadcasts';

const text = copy.adminConversations;

/** The latest messages sent to many customers, with how far each delivery has come. */
export function BroadcastList() {
  const { data, isError, refetch } = useBroadcasts();
  const items = data?.items ?? [];
  return (
    <Card variation="outlined" className="admin-conversations__card">
      <Heading level={2} fontSize="large" marginBottom="small">
        {text.broadcastsTitle}
      </Heading>
      {isError && items.length === 0 ? (
        <LoadError message={text.broadcastsFailed} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <Text color="font.tertiary">{text.broadcastsEmpty}</Text>
      ) : (
        <ul className="broadcast-list">
          {items.map((item) => (
            <li key={item.broadcastId} className="broadcast-list__item">
              <Flex justifyContent="space-between" alignItems="center" gap="xs" wrap="wrap">
                <Text as="span" fontWeight="bold">
                  {item.title}
                </Text>
                <Badge size="small" variation={item.status === 'sent' ? 'success' : 'info'}>
                  {text.broadcastStatuses[item.status]}
                </Badge>
              </Flex>
              <Text as="span" fontSize="small" color="font.tertiary">
                {formatDateTime(item.createdAt)} · {item.sentBy} ·{' '}
                {text.broadcastProgress(item.delivered, item.recipients)}
                {item.skipped > 0 && ` · ${text.broadcastSkipped(item.skipped)}`}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
