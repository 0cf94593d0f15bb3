import { copy } from '@taxback/shared/copy';
import type { FeeLine } from '@taxback/shared/payments/fees';

/** The words of a fee line, as the payment page and the estimate both show it. */
export const feeLineLabel = (line: FeeLine): string => {
  const { lines } = copy.paymentPage;
  switch (line.id) {
    case 'base':
      return lines.base;
    case 'itin':
      return lines.itin;
    case 'additional1042s':
      return lines.additional1042s(line.quantity);
    case 'missingForms':
      return lines.missingForms(line.quantity);
  }
};
