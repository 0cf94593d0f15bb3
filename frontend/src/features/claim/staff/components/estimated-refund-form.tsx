import { Badge, Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import type { AdminApplication } from '@taxback/shared/claim/staff-schemas';
import { CLAIM_STEPS } from '@taxback/shared/constants';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState } from 'react';
import { formatUsd } from '@taxback/shared/i18n/format';
import { dollarsToCents } from '@/lib/money';
import { useClaimChange } from '../hooks/use-claim-change';
import { FeedbackAlert } from '@/components/ui/feedback-alert';
import { ClaimCard } from './claim-card';

const text = staffCopy.adminBackOffice.claimPage.estimate;
const tracker = staffCopy.adminBackOffice.tracker;

/**
 * The refund estimate: the one the recorded Forms 1042-S give, and the one the customer sees. Staff may show another
 * amount only with a note saying where it comes from (the server refuses it without), and go back to the computed one.
 */
export function EstimatedRefundForm({ application }: { application: AdminApplication }) {
  const { send, feedback, pending } = useClaimChange(application.applicationId, text);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);
  const computed = application.computedEstimateCents;
  const shown = application.estimatedRefundCents;

  const save = () => {
    const cents = dollarsToCents(amount.trim());
    setInvalid(cents === undefined);
    if (cents === undefined) return;
    send({ kind: 'refund', estimatedRefundCents: cents, note: note.trim() }, () => {
      setAmount('');
      setNote('');
    });
  };

  return (
    <ClaimCard id="claim-estimate-title" title={text.title}>
      <Text>{computed === null ? text.noFigures : text.computed(formatUsd(computed))}</Text>
      <Flex alignItems="center" gap="small" wrap="wrap">
        <Text fontWeight="bold">{shown === null ? text.notShown : text.shown(formatUsd(shown))}</Text>
        {application.estimatedRefundOverridden && <Badge variation="warning">{text.typedByStaff}</Badge>}
      </Flex>
      <FeedbackAlert feedback={feedback} />
      <Flex
        as="form"
        direction="column"
        gap="small"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          label={text.amountLabel}
          inputMode="decimal"
          size="small"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          hasError={invalid}
          errorMessage={tracker.refundInvalid}
        />
        <TextField
          label={text.noteLabel}
          size="small"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={CLAIM_STEPS.estimateNoteMaxLength}
        />
        <Flex gap="small" wrap="wrap">
          <Button type="submit" size="small" isDisabled={pending || !amount.trim()}>
            {text.save}
          </Button>
          {application.estimatedRefundOverridden && (
            <Button
              size="small"
              variation="link"
              isDisabled={pending}
              onClick={() => send({ kind: 'refund', estimatedRefundCents: null })}
            >
              {text.useComputed}
            </Button>
          )}
        </Flex>
      </Flex>
    </ClaimCard>
  );
}
