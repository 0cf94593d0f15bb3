import { Button, Card, Flex, Placeholder, Text, VisuallyHidden } from '@aws-amplify/ui-react';
import { WORK_QUEUE_IDS } from '@taxback/shared/back-office/work-queues';
import { staffCopy } from '@taxback/shared/copy-staff';
import { Link } from 'react-router-dom';
import { useWorkQueue } from '../api/get-work-queue';
import './work-queue.css';

const text = staffCopy.adminWorkQueue;

/** One card per work queue: its count, what the count counts, and a link to the claims it holds. */
export function QueueCards() {
  const { data, isError, refetch } = useWorkQueue({ limit: 0 });
  if (isError) {
    return (
      <Flex direction="column" alignItems="flex-start" gap="small">
        <Text role="alert">{text.fetchFailed}</Text>
        <Button size="small" onClick={() => void refetch()}>
          {text.retry}
        </Button>
      </Flex>
    );
  }
  return (
    <ul className="queue-cards" aria-label={text.queuesLabel}>
      {WORK_QUEUE_IDS.map((queue) => {
        const count = data?.counts[queue];
        const { title, counts } = text.queues[queue];
        return (
          <li key={queue}>
            <Card variation="outlined" className="queue-cards__card" data-queue={queue}>
              {/* The link reads "3 claims: <queue>"; the word "claims" is for screen readers only. */}
              <Link to={`/admin/claims?queue=${queue}`} className="queue-cards__link">
                {count === undefined ? (
                  <Placeholder size="large" className="queue-cards__placeholder" />
                ) : (
                  <span className={count > 0 ? 'queue-cards__count' : 'queue-cards__count queue-cards__count--zero'}>
                    {count}
                    <VisuallyHidden> {text.countUnit(count)}:</VisuallyHidden>
                  </span>
                )}
                <span className="queue-cards__title">{title}</span>
              </Link>
              <Text className="queue-cards__counts">{counts}</Text>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
