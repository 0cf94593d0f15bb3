import { discountRefusal, copy, quoteFee, type FeeQuote } from '@taxback/shared';
import type { ApplicationItem } from '../data/application-store';
import { getDiscountCode, type DiscountCodeItem } from '../data/discount-code-store';
import { badRequest } from '../http/errors';

export interface PricedApplication {
  quote: FeeQuote;
  discount: DiscountCodeItem | null;
}

/** The fee of a stored application, with a discount code applied when one is given; refuses a code that does not apply. */
export async function priceApplication(
  application: ApplicationItem,
  code: string | null,
  now: Date,
): Promise<PricedApplication> {
  const discount = code ? await getDiscountCode(code) : null;
  if (code) {
    const refusal = discountRefusal(discount, now);
    if (refusal) throw badRequest(refusal, { code: refusal });
  }
  const quote = quoteFee(
    {
      hasItin: application.hasItin ?? null,
      num1042sForms: application.num1042sForms ?? 0,
      numMissing1042s: application.numMissing1042s ?? 0,
    },
    discount ? { type: discount.discountType, value: discount.discountValue } : null,
  );
  if (code && quote.discountCents === 0) throw badRequest(copy.payment.invalidDiscount);
  return { quote, discount };
}
