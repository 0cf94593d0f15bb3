import { Button, Flex, Text } from '@aws-amplify/ui-react';
import type { AdminApplication } from '@taxback/shared/claim/staff-schemas';
import { staffLifecycleActions, type StaffLifecycleAction } from '@taxback/shared/claim/lifecycle';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState } from 'react';
import { useClaimChange } from '../hooks/use-claim-change';
import { FeedbackAlert } from '@/components/ui/feedback-alert';
import { ClaimCard } from './claim-card';

const text = staffCopy.adminBackOffice.claimPage.lifecycle;
const tracker = staffCopy.adminBackOffice.tracker;

/**
 * What staff may do to the claim by hand (reopen, reject, take a rejected claim back): never a stage, which follows
 * the steps. A rejection of a paid claim is confirmed first, as it refunds the fee.
 */
export function LifecycleActions({ application }: { application: AdminApplication }) {
  const { send, feedback, pending } = useClaimChange(application.applicationId, {
    saved: text.done,
    failed: text.failed,
  });
  const [confirming, setConfirming] = useState(false);
  const actions = staffLifecycleActions(application);
  const act = (action: StaffLifecycleAction) => send({ kind: 'lifecycle', action }, () => setConfirming(false));

  return (
    <ClaimCard id="claim-lifecycle-title" title={text.title} hint={text.hint}>
      <FeedbackAlert feedback={feedback} />
      {actions.length === 0 ? (
        <Text color="font.tertiary">{text.none}</Text>
      ) : (
        <Flex gap="small" wrap="wrap">
          {actions.map((action) =>
            action === 'reject' ? (
              <Button
                key={action}
                size="small"
                variation="destructive"
                isDisabled={pending}
                onClick={() => (application.paymentCompletedDate && !confirming ? setConfirming(true) : act(action))}
              >
                {confirming ? text.confirmReject : text.reject}
              </Button>
            ) : (
              <Button key={action} size="small" isDisabled={pending} onClick={() => act(action)}>
                {text[action]}
              </Button>
            ),
          )}
        </Flex>
      )}
      {confirming && (
        <Text role="note" color="font.warning">
          {tracker.rejectRefunds}
        </Text>
      )}
    </ClaimCard>
  );
}
