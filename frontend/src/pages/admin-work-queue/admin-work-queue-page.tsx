import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { QueueCards } from '@/features/admin-queues/components/queue-cards';

const text = staffCopy.adminWorkQueue;

/** The back office's first page: what needs staff, one card per work queue. */
export function AdminWorkQueuePage() {
  const [params] = useSearchParams();
  // Links made before the work queue (`/admin?tab=…`) open the dashboard tab they name.
  if (params.has('tab')) return <Navigate to={`/admin/dashboard?${params.toString()}`} replace />;
  return (
    <div className="container admin-work-queue">
      <Heading level={1} fontSize="xxl" marginBlock="large">
        {text.title}
      </Heading>
      <Text marginBlockEnd="large">{text.intro}</Text>
      <QueueCards />
      <Flex gap="large" wrap="wrap" marginBlock="large">
        <Link to="/admin/claims">{text.allClaims}</Link>
        <Link to="/admin/dashboard">{text.dashboard}</Link>
      </Flex>
    </div>
  );
}
