import { Badge, Text, type BadgeProps } from '@aws-amplify/ui-react';
import { shownEstimate, type DisplayedStatus } from '@taxback/shared/claim/next-action';
import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { copy } from '@taxback/shared/copy';
import { formatUsd } from '@taxback/shared/payments/fees';
import { answersQuote } from '@taxback/shared/payments/amount-due';
import { estimateApplication } from '@taxback/shared/site/estimate-from-claim';
import { RefundPicture } from '@/components/refund-picture';
import { FormNames } from '@/components/ui/form-names';
import { FlowSectionCard } from './flow-section-card';

const text = copy.refundStatus;
const statusBadge: Record<DisplayedStatus, BadgeProps['variation']> = {
  draft: 'info',
  ready_for_payment: 'warning',
  reopened: 'warning',
  balance_due: 'warning',
  in_review: 'info',
  forms_sent: 'warning',
  forms_received: 'info',
  submitted_to_irs: 'info',
  approved_by_irs: 'info',
  refund_issued: 'success',
  rejected: 'error',
};

/** The federal tax withheld on the claim's forms, as the estimate counts it (a staff estimate may have no forms). */
const withheldOf = (application: ApplicationView) =>
  estimateApplication({
    taxYears: application.taxYears,
    form1042sEntries: application.form1042sEntries,
    missingForms: application.hasAll1042s === false ? application.missingForms : [],
    lossesByYear: application.lossesByYear,
    countryOfResidence: application.countryOfResidence,
  })?.years.reduce((sum, year) => sum + year.withheldCents, 0) ?? 0;

/** The claim's one status (derived from its steps), its years and its estimated refund, or that none is made yet. */
export function ApplicationSummary({ application, status }: { application: ApplicationView; status: DisplayedStatus }) {
  const estimate = shownEstimate(application);
  return (
    <FlowSectionCard title={text.summaryTitle}>
      <dl className="summary-list">
        <div>
          <dt>{text.status}</dt>
          <dd>
            <Badge variation={statusBadge[status]}>{text.shownStatuses[status]}</Badge>
          </dd>
        </div>
        <div>
          <dt>{text.taxYears}</dt>
          <dd>{application.taxYears.length > 0 ? application.taxYears.join(', ') : text.noYears}</dd>
        </div>
        <div>
          <dt>{copy.claimFigures.estimatedRefund}</dt>
          <dd>{estimate === null ? <FormNames text={text.notEstimated} /> : formatUsd(estimate)}</dd>
        </div>
      </dl>
      {estimate !== null && (
        <RefundPicture
          withheldCents={withheldOf(application)}
          refundCents={estimate}
          feeCents={application.paidCents > 0 ? application.paidCents : answersQuote(application).totalCents}
        />
      )}
      {estimate !== null && <Text className="summary-note">{copy.claimFigures.noPromise}</Text>}
    </FlowSectionCard>
  );
}
