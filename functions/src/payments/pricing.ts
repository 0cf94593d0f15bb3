import {
  claimQuote,
  copy,
  discountApplies,
  discountCodeState,
  discountRefusal,
  discountRefusalText,
  seenByHolder,
  type ClaimQuote,
} from '@taxback/shared';
import type { ApplicationItem } from '../data/stores/application';
import { getDiscountCode, type DiscountCodeItem } from '../data/stores/discount-code';
import { claimFacts } from '../claim/lifecycle';
import { badRequest } from '../http/errors';
import { sweepLapsedReservations } from './reservations';

export interface PricedApplication {
  quote: ClaimQuote;
  discount: DiscountCodeItem | null;
}

/**
 * The quote for the stored application's next payment (the fee, or a reopened claim's balance due), with
 * a discount code applied when one is given; refuses a code that does not apply.
 */
export async function priceApplication(
  application: ApplicationItem,
  code: string | null,
  now: Date,
  /** The caller already holds a reserved use of the code (a double click on Pay): that use counts as its own. */
  heldUse = false,
): Promise<PricedApplication> {
  const claim = { ...claimFacts(application), answersVersion: application.answersVersion ?? 0 };
  if (code && !discountApplies(claim))
    throw badRequest(copy.payment.noDiscountOnBalance, { code: copy.payment.noDiscountOnBalance });
  let discount = code ? await getDiscountCode(code) : null;
  // The last uses may be held by checkouts abandoned past their expiry: give those back before refusing.
  if (code && discount && !heldUse && discountCodeState(discount, now) === 'max_uses_reached') {
    if ((await sweepLapsedReservations(code)) > 0) discount = await getDiscountCode(code);
  }
  if (code) {
    const refusal = discountRefusal(discount && heldUse ? seenByHolder(discount) : discount, now);
    const words = refusal && discountRefusalText(refusal);
    if (words) throw badRequest(words, { code: words });
  }
  const quote = claimQuote(claim, discount ? { type: discount.discountType, value: discount.discountValue } : null);
  if (code && quote.discountCents === 0) throw badRequest(copy.payment.invalidDiscount);
  return { quote, discount };
}
