import { Alert, Divider, Flex, Text, TextAreaField } from '@aws-amplify/ui-react';
import type { AdminApplication } from '@taxback/shared/admin/schemas';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { isApiError } from '@/lib/api-client';
import { useAdminApplication, useApplicationChange, type ApplicationChange } from '../api/admin-applications';
import { AuditTrail } from './audit-trail';
import { ClaimPayments } from './claim-payments';
import { EstimatedRefundForm } from './estimated-refund-form';
import { FormPackage } from './form-package';
import { FormsToSign } from './forms-to-sign';
import { RetrievalPanel } from './retrieval-panel';
import { ProgressTracker } from './progress-tracker';
import { StatusChange } from './status-change';
import './manage-application.css';

const text = staffCopy.adminBackOffice;

const outcomes = {
  progress: { saved: text.applications.progressSaved, failed: text.applications.progressFailed },
  status: { saved: text.applications.statusChanged, failed: text.applications.statusChangeFailed },
  refund: { saved: text.applications.refundSaved, failed: text.applications.refundFailed },
} as const;

type Feedback = { variation: 'success' | 'error'; message: string } | null;

/**
 * The progress tracker of one application. Outcomes show inside the dialog: a modal dialog sits in
 * the browser's top layer, above the page's toasts.
 */
export function ManageApplicationDialog({ initial, onClose }: { initial: AdminApplication; onClose: () => void }) {
  const { data: application = initial } = useAdminApplication(initial);
  const change = useApplicationChange(initial.applicationId);
  const [notes, setNotes] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);

  const send = (request: ApplicationChange) => {
    setFeedback(null);
    const withNotes = request.kind === 'refund' || !notes.trim() ? request : { ...request, notes: notes.trim() };
    change.mutate(withNotes, {
      onSuccess: () => {
        setNotes('');
        setFeedback({ variation: 'success', message: outcomes[request.kind].saved });
      },
      onError: (error) =>
        setFeedback({
          variation: 'error',
          message:
            isApiError(error) && [400, 409].includes(error.status) ? error.message : outcomes[request.kind].failed,
        }),
    });
  };

  return (
    <ModalDialog
      title={text.tracker.title(application.applicantName || text.applications.unnamed)}
      onClose={onClose}
      size="large"
    >
      <Flex direction="column" gap="large">
        <Text fontSize="small" color="font.tertiary">
          {text.tracker.applicationId(application.applicationId)}
        </Text>
        {application.residencyUnanswered && <Alert variation="warning">{text.tracker.residencyUnanswered}</Alert>}
        {feedback && (
          <Alert variation={feedback.variation} role={feedback.variation === 'error' ? 'alert' : 'status'}>
            {feedback.message}
          </Alert>
        )}
        <TextAreaField
          label={text.tracker.notesLabel}
          rows={2}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          maxLength={1000}
        />
        <ProgressTracker
          application={application}
          disabled={change.isPending}
          onToggle={(action, done) => send({ kind: 'progress', action, done })}
        />
        <Divider />
        <StatusChange
          claim={application}
          disabled={change.isPending}
          onChange={(status) => send({ kind: 'status', status })}
        />
        <Divider />
        <ClaimPayments applicationId={application.applicationId} version={application.version} />
        <Divider />
        <EstimatedRefundForm
          cents={application.estimatedRefundCents}
          disabled={change.isPending}
          onSave={(estimatedRefundCents) => send({ kind: 'refund', estimatedRefundCents })}
        />
        <Divider />
        <FormPackage application={application} />
        <FormsToSign application={application} />
        <Divider />
        {application.hasAll1042s === false && (
          <>
            <RetrievalPanel applicationId={application.applicationId} />
            <Divider />
          </>
        )}
        <AuditTrail entries={application.auditTrail} />
      </Flex>
    </ModalDialog>
  );
}
