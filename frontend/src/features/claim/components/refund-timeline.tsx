import { Badge } from '@aws-amplify/ui-react';
import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { refundJourney, type TimelinePayment, type TimelineStep } from '@taxback/shared/claim/timeline';
import { copy } from '@taxback/shared/copy';
import { CardIcon, CheckCircleIcon, CircleIcon } from '@/components/ui/icons';
import { formatDate, formatUsd } from '@taxback/shared/i18n/format';
import { useClaimPayments } from '../api/claim-payments';
import { FlowSectionCard } from './flow-section-card';

const text = copy.refundStatus;

/**
 * "Your Refund Journey": the steps from application to refund, each completed or pending, with each
 * payment of the claim (the first one and any balance, paid or refunded) where it happened.
 */
export function RefundTimeline({ application }: { application: ApplicationView }) {
  // Without its payments (not loaded yet, or failed) the journey still shows its steps.
  const payments = useClaimPayments(application).data ?? [];
  return (
    <FlowSectionCard title={text.journeyTitle}>
      <ol className="timeline">
        {refundJourney(application, payments).map((entry, index) =>
          entry.step ? (
            <StepEntry key={entry.step.id} step={entry.step} />
          ) : (
            <PaymentEntry key={`payment-${index}`} payment={entry.payment} />
          ),
        )}
      </ol>
    </FlowSectionCard>
  );
}

function StepEntry({ step }: { step: TimelineStep }) {
  return (
    <li className={step.completed ? 'timeline__step timeline__step--done' : 'timeline__step'}>
      <span className="timeline__marker">{step.completed ? <CheckCircleIcon /> : <CircleIcon />}</span>
      <span>
        <span className="timeline__title">{text.steps[step.id]}</span>
        {text.stepNotes[step.id] && <span className="timeline__note">{text.stepNotes[step.id]}</span>}
      </span>
      <span className="timeline__status">
        <Badge size="small" variation={step.completed ? 'success' : step.awaitingPayment ? 'warning' : undefined}>
          {step.completed ? text.completed : step.awaitingPayment ? text.awaitingPayment : text.pending}
        </Badge>
        {step.date && <span className="timeline__date">{text.on(formatDate(step.date))}</span>}
      </span>
    </li>
  );
}

function PaymentEntry({ payment }: { payment: TimelinePayment }) {
  const refunded = payment.status === 'refunded';
  return (
    <li className="timeline__step timeline__step--done timeline__step--payment">
      <span className="timeline__marker">
        <CardIcon />
      </span>
      <span>
        <span className="timeline__title">
          {text.payments[payment.kind]}
          <span className="timeline__amount">{formatUsd(payment.amountCents)}</span>
        </span>
        <span className="timeline__note">{text.payments.explanations[payment.kind]}</span>
      </span>
      <span className="timeline__status">
        <Badge size="small" variation={refunded ? 'warning' : 'success'}>
          {refunded ? text.payments.refunded : text.payments.paid}
        </Badge>
        <span className="timeline__date">{text.on(formatDate(payment.paidAt))}</span>
        {refunded && payment.refundedAt && (
          <span className="timeline__date">{text.payments.refundedOn(formatDate(payment.refundedAt))}</span>
        )}
      </span>
    </li>
  );
}
