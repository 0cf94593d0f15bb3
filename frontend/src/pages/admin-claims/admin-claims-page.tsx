import { Heading } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { ClaimsTable } from '@/features/admin-queues/components/claims-table';

/** Every claim with its stage, days in stage and next action; `?queue=` and `?stage=` filter it. */
export function AdminClaimsPage() {
  return (
    <div className="container admin-claims">
      <Heading level={1} fontSize="xxl" marginBlock="large">
        {staffCopy.adminWorkQueue.claims.title}
      </Heading>
      <ClaimsTable />
    </div>
  );
}
