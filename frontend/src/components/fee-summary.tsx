import { Divider, Flex, Text } from '@aws-amplify/ui-react';
import { formatUsd, type FeeQuote } from '@taxback/shared/payments/fees';
import { copy } from '@taxback/shared/copy';
import { FormNames } from '@/components/ui/form-names';
import { feeLineLabel } from '@/lib/fee-line-label';

const Row = ({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) => (
  <Flex justifyContent="space-between" gap="small">
    <Text fontWeight={strong ? 'bold' : 'normal'}>
      <FormNames text={label} />
    </Text>
    <Text fontWeight={strong ? 'bold' : 'normal'}>{amount}</Text>
  </Flex>
);

/** The itemised fee (or balance due), its discount and the total, all from the shared fee module. */
export function FeeSummary({
  quote,
  discountCode,
  balance = false,
}: {
  quote: FeeQuote;
  discountCode: string | null;
  balance?: boolean;
}) {
  return (
    <Flex direction="column" gap="xs" aria-label={copy.paymentPage.summaryTitle}>
      {quote.lines.map((line) => (
        <Row key={line.id} label={feeLineLabel(line)} amount={formatUsd(line.amountCents)} />
      ))}
      <Divider />
      <Row label={copy.paymentPage.subtotal} amount={formatUsd(quote.subtotalCents)} />
      {discountCode && quote.discountCents > 0 && (
        <Row label={copy.paymentPage.discount(discountCode)} amount={`−${formatUsd(quote.discountCents)}`} />
      )}
      <Divider />
      <Row
        label={balance ? copy.paymentPage.balanceTotal : copy.paymentPage.total}
        amount={formatUsd(quote.totalCents)}
        strong
      />
      <Text fontSize="small" color="font.tertiary" className="fee-summary__currency-note">
        {copy.paymentPage.currencyNote}
      </Text>
    </Flex>
  );
}
