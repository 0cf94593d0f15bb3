import { Button, Flex, Text, TextAreaField } from '@aws-amplify/ui-react';
import {
  nextProgressStep,
  PROGRESS_ACTIONS,
  progressSteps,
  stepRecorded,
  type ProgressStep,
} from '@taxback/shared/claim/progress';
import type { AdminApplication } from '@taxback/shared/claim/staff-schemas';
import { CLAIM_STEPS } from '@taxback/shared/constants';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState, type FormEvent } from 'react';
import { formatDate } from '@taxback/shared/i18n/format';
import { useClaimChange } from '../hooks/use-claim-change';
import { FeedbackAlert } from '@/components/ui/feedback-alert';
import { ClaimCard } from './claim-card';

const text = staffCopy.adminBackOffice.claimPage.steps;
const stepNames = staffCopy.adminBackOffice.progressSteps;

/**
 * The claim's steps as a checklist, in order: the next step can be recorded and the last recorded one cleared; any
 * other change asks for a reason first (the server enforces the order either way and keeps the reason).
 */
export function ClaimChecklist({ application }: { application: AdminApplication }) {
  const { send, feedback, pending } = useClaimChange(application.applicationId, text);
  const [notes, setNotes] = useState('');
  const [overriding, setOverriding] = useState<ProgressStep['id'] | null>(null);
  const steps = progressSteps(application);
  const next = nextProgressStep(steps, application);
  const lastRecorded = [...steps].reverse().find((step) => step.action && stepRecorded(step, application));

  const change = (step: ProgressStep, done: boolean, overrideReason?: string) => {
    if (!step.action) return;
    const note = notes.trim();
    send({ kind: 'progress', action: step.action, done, ...(note ? { notes: note } : {}), overrideReason }, () => {
      setNotes('');
      setOverriding(null);
    });
  };

  return (
    <ClaimCard id="claim-steps-title" title={text.title} hint={text.hint}>
      <FeedbackAlert feedback={feedback} />
      <ol className="plain-list claim-checklist">
        {steps.map((step) => {
          const recorded = stepRecorded(step, application);
          const date = step.action ? application[PROGRESS_ACTIONS[step.action]] : application.createdAt;
          const name = stepNames[step.id];
          const isNext = next?.id === step.id;
          const inOrderClear = recorded && lastRecorded?.id === step.id;
          return (
            <li
              key={step.id}
              className="claim-checklist__step"
              data-state={recorded ? 'recorded' : isNext ? 'next' : 'waiting'}
            >
              <Flex justifyContent="space-between" alignItems="center" gap="small" wrap="wrap">
                <Flex alignItems="center" gap="small">
                  <span className="claim-checklist__mark" aria-hidden="true">
                    {recorded ? '✓' : ''}
                  </span>
                  <Flex direction="column" gap="0">
                    <Text fontWeight={isNext ? 'bold' : 'normal'}>{name}</Text>
                    <Text fontSize="small" color="font.tertiary">
                      {recorded && date ? text.recordedOn(formatDate(date)) : isNext ? text.next : ''}
                    </Text>
                  </Flex>
                </Flex>
                {step.action && (
                  <Flex gap="xs">
                    {isNext && (
                      <Button
                        size="small"
                        variation="primary"
                        isDisabled={pending}
                        aria-label={text.recordLabel(name)}
                        onClick={() => change(step, true)}
                      >
                        {text.record}
                      </Button>
                    )}
                    {inOrderClear && (
                      <Button
                        size="small"
                        isDisabled={pending}
                        aria-label={text.clearLabel(name)}
                        onClick={() => change(step, false)}
                      >
                        {text.clear}
                      </Button>
                    )}
                    {!isNext && !inOrderClear && (
                      <Button
                        size="small"
                        variation="link"
                        aria-label={text.overrideLabel(name)}
                        aria-expanded={overriding === step.id}
                        onClick={() => setOverriding(overriding === step.id ? null : step.id)}
                      >
                        {text.override}
                      </Button>
                    )}
                  </Flex>
                )}
              </Flex>
              {overriding === step.id && (
                <OverrideForm
                  recorded={recorded}
                  pending={pending}
                  onCancel={() => setOverriding(null)}
                  onSubmit={(reason) => change(step, !recorded, reason)}
                />
              )}
            </li>
          );
        })}
      </ol>
      <TextAreaField
        label={text.notesLabel}
        rows={2}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        maxLength={1000}
      />
    </ClaimCard>
  );
}

function OverrideForm(props: {
  recorded: boolean;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Sent even when empty: the server says why it refuses.
    props.onSubmit(reason.trim());
  };
  return (
    <Flex as="form" direction="column" gap="xs" marginTop="small" onSubmit={submit}>
      <TextAreaField
        label={text.reasonLabel}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={CLAIM_STEPS.overrideReasonMaxLength}
      />
      <Flex gap="xs">
        <Button type="submit" size="small" variation="warning" isDisabled={props.pending}>
          {props.recorded ? text.clearOutOfOrder : text.recordOutOfOrder}
        </Button>
        <Button size="small" variation="link" onClick={props.onCancel}>
          {text.cancel}
        </Button>
      </Flex>
    </Flex>
  );
}
