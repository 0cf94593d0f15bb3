import { claimFeeLines, type ClaimFacts } from '../claim/lifecycle';
import type { NextAction } from '../claim/next-action';
import type { FeeQuote } from './fees';

/**
 * The itemised fee of a claim's answers before any discount code: what its checkout charges for them (the
 * server's `claimQuote` with no code), for the review screen and the payment page.
 */
export function answersQuote(claim: ClaimFacts): FeeQuote {
  const lines = claimFeeLines(claim);
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return { lines, subtotalCents, discountCents: 0, totalCents: subtotalCents };
}

/**
 * The amount a payment action asks for, to name it on its button ("Pay US$336.60"): the claim's fee before any
 * discount code, or the balance a reopened claim owes. Null for an action that takes no money.
 */
export function amountDueCents(
  action: NextAction,
  claim: ClaimFacts & { balanceDue?: { totalCents: number } | null },
): number | null {
  if (action === 'pay') return answersQuote(claim).totalCents;
  if (action === 'pay_balance') return claim.balanceDue?.totalCents ?? null;
  return null;
}
