import { copy } from '../copy';
import type { DiscountRefusal } from './discount-codes';

/** The catalogue's words for each refusal (read when refusing: copy follows the language). */
const DISCOUNT_REFUSALS: Record<DiscountRefusal, () => string> = {
  invalid: () => copy.payment.invalidDiscount,
  expired: () => copy.payment.discountExpired,
  used_up: () => copy.payment.discountUsedUp,
};

/** Why a discount code does not apply, as the customer reads it (the checkout's 400). */
export const discountRefusalText = (refusal: DiscountRefusal): string => DISCOUNT_REFUSALS[refusal]();
