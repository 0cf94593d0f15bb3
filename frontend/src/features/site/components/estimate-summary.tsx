import { Card, CheckboxField, Heading, Text } from '@aws-amplify/ui-react';
import type { Estimate } from '@taxback/shared/site/estimate';
import { copy } from '@taxback/shared/copy';
import { siteCopy } from '@taxback/shared/copy-site';
import { formatUsd, type FeeQuote } from '@taxback/shared/payments/fees';
import { ButtonLink } from '@/components/ui/router-links';
import { RefundPicture } from '@/components/refund-picture';
import { feeLineLabel } from '@/lib/fee-line-label';
import { AmountLine } from './amount-line';

const text = copy.estimator;

interface EstimateSummaryProps {
  estimate: Estimate;
  fee: FeeQuote;
  hasItin: boolean;
  onHasItinChange: (hasItin: boolean) => void;
}

/** The refund of each year and in total, our fee, and what the customer keeps (never shown below zero). */
export function EstimateSummary({ estimate, fee, hasItin, onHasItinChange }: EstimateSummaryProps) {
  const { totalRefundCents } = estimate;
  // Said of figures typed, not of an empty form.
  const typed = estimate.years.some((year) => year.withheldCents > 0);
  const feeExceedsRefund = typed && fee.totalCents > totalRefundCents;
  return (
    <Card as="section" variation="elevated" className="estimate-summary" aria-labelledby="estimate-summary-title">
      <Heading level={2} fontSize="large" id="estimate-summary-title">
        {text.summaryTitle}
      </Heading>
      <dl className="amount-lines">
        {estimate.years.map((year) => (
          <AmountLine key={year.year} label={text.yearRefund(year.year)} amount={formatUsd(year.refundCents)} />
        ))}
        <AmountLine label={text.totalRefund} amount={formatUsd(totalRefundCents)} total />
      </dl>
      <Heading level={3} className="estimate-summary__subtitle">
        {text.feeTitle}
      </Heading>
      <CheckboxField
        label={text.hasItin}
        name="hasItin"
        checked={hasItin}
        onChange={(event) => onHasItinChange(event.target.checked)}
      />
      <dl className="amount-lines">
        {fee.lines.map((line) => (
          <AmountLine key={line.id} label={feeLineLabel(line)} amount={formatUsd(line.amountCents)} />
        ))}
        <AmountLine label={text.feeTotal} amount={formatUsd(fee.totalCents)} total />
      </dl>
      {typed && (
        <RefundPicture
          withheldCents={estimate.years.reduce((sum, year) => sum + year.withheldCents, 0)}
          refundCents={totalRefundCents}
          feeCents={fee.totalCents}
        />
      )}
      <div className="estimate-summary__keep">
        <dl className="amount-lines">
          <AmountLine label={text.youKeep} amount={formatUsd(Math.max(0, totalRefundCents - fee.totalCents))} total />
        </dl>
        {feeExceedsRefund && <Text className="estimate-summary__warning">{text.feeExceedsRefund}</Text>}
      </div>
      <ButtonLink to="/application" variation="primary" isFullWidth>
        {siteCopy.callToAction.startApplication}
      </ButtonLink>
      <Text className="estimate-summary__disclaimer">{text.noPromise}</Text>
    </Card>
  );
}
