import { Heading } from '@aws-amplify/ui-react';
import type { YearEstimate } from '@taxback/shared/site/estimate';
import { copy } from '@taxback/shared/copy';
import { formatUsd } from '@taxback/shared/payments/fees';
import { AmountLine } from './amount-line';

const text = copy.estimator.breakdown;

/** How one year's refund was reached, in plain words, line by line. */
export function YearBreakdown({ estimate }: { estimate: YearEstimate }) {
  const { rules } = estimate;
  const lossesNote = rules.lossPercent > 0 ? text.lossesNote(rules.lossPercent) : text.lossesNotAllowed;
  const titleId = `breakdown-${estimate.year}`;
  return (
    <section className="year-breakdown" aria-labelledby={titleId}>
      <Heading level={3} id={titleId} className="year-breakdown__title">
        {text.title(estimate.year)}
      </Heading>
      <dl className="amount-lines">
        <AmountLine label={text.taxable} amount={formatUsd(estimate.taxableWinningsCents)} />
        {estimate.exemptWinningsCents > 0 && (
          <AmountLine label={text.exempt} note={text.exemptNote} amount={formatUsd(estimate.exemptWinningsCents)} />
        )}
        <AmountLine
          label={text.losses}
          note={lossesNote}
          amount={estimate.deductibleLossesCents > 0 ? `−${formatUsd(estimate.deductibleLossesCents)}` : formatUsd(0)}
        />
        <AmountLine
          label={text.taxOwed(rules.ratePercent)}
          note={rules.kind === 'treaty-exempt' ? text.treatyExempt : undefined}
          amount={formatUsd(estimate.taxOwedCents)}
        />
        <AmountLine label={text.withheld} amount={formatUsd(estimate.withheldCents)} />
        <AmountLine label={text.refund} note={text.refundNote} amount={formatUsd(estimate.refundCents)} total />
      </dl>
    </section>
  );
}
