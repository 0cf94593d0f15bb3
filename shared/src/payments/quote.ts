import { balanceDue, claimFeeLines, type ClaimFacts } from '../claim/lifecycle';
import type { ItemChange } from '../notifications/activity';
import { discountCents, type Discount, type FeeLine } from './fees';

/** A first payment covers the whole fee; a top-up covers what reopened answers cost beyond what was paid. */
export type QuoteKind = 'fee' | 'balance';

/** The price a checkout is opened for, frozen with the answers version it priced. */
export interface ClaimQuote {
  kind: QuoteKind;
  /** The lines charged now: the fee, or the itemised difference for a balance. */
  lines: FeeLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** The fee lines the claim is covered for once this quote is paid. */
  covers: FeeLine[];
  answersVersion: number;
}

export interface QuotedClaim extends ClaimFacts {
  answersVersion?: number | null;
}

/** Whether a discount code may apply to the claim's next payment: never to a balance due. */
export const discountApplies = (claim: ClaimFacts): boolean => claim.status !== 'awaiting_balance';

/** The quote for the claim's next payment: the full fee (discounted), or the balance due (never discounted). */
export function claimQuote(claim: QuotedClaim, discount: Discount | null = null): ClaimQuote {
  const covers = claimFeeLines(claim);
  const answersVersion = claim.answersVersion ?? 0;
  if (!discountApplies(claim)) {
    const balance = balanceDue(claim);
    return {
      kind: 'balance',
      lines: balance.lines,
      subtotalCents: balance.totalCents,
      discountCents: 0,
      totalCents: balance.totalCents,
      covers,
      answersVersion,
    };
  }
  const subtotalCents = covers.reduce((sum, line) => sum + line.amountCents, 0);
  const discounted = discountCents(subtotalCents, discount);
  return {
    kind: 'fee',
    lines: covers,
    subtotalCents,
    discountCents: discounted,
    totalCents: subtotalCents - discounted,
    covers,
    answersVersion,
  };
}

/**
 * The answers version a stored claim moved to, when a change moved it (new answers, or a Form 1042-S
 * upload, changed the price); null for any other change. Checkouts quoted at an older version can no
 * longer be paid at their price.
 */
export function repricedTo(change: ItemChange): number | null {
  if (change.entity !== 'application' || change.kind !== 'MODIFY') return null;
  const version = (image: ItemChange['before']) =>
    typeof image?.answersVersion === 'number' ? image.answersVersion : 0;
  const after = version(change.after);
  return after > version(change.before) ? after : null;
}

/**
 * Whether a change rejected a claim whose fee had been paid: the money-back promise gives that fee back.
 * Staff's rejection clears the claim's paid state in the same write, so the claim cannot be brought back
 * as paid once its money is returned; a claim that kept its paid state (rejected before refunds were
 * made) is left as it was.
 */
export function rejectedAfterPayment(change: ItemChange): boolean {
  if (change.entity !== 'application' || change.kind !== 'MODIFY') return false;
  return (
    change.before?.status !== 'rejected' &&
    change.after?.status === 'rejected' &&
    Boolean(change.before?.paymentCompletedDate) &&
    !change.after?.paymentCompletedDate
  );
}
