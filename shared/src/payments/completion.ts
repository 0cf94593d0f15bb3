import { paymentTransition, type ClaimState, type PaymentKind } from '../claim/lifecycle';

/** A checkout as recorded when it was opened: the frozen quote its payment is for. */
export interface PaidCheckout<Line> {
  kind?: PaymentKind | null;
  answersVersion?: number | null;
  covers?: Line[] | null;
  amountCents: number;
}

/** What a completed payment changes on its claim, and the claim state it must find. */
export interface ClaimPaidChange<Line> {
  awaiting: ClaimState;
  answersVersion: number;
  to: ClaimState;
  coveredLines: Line[];
  addPaidCents: number;
  paymentCompletedDate: string | null;
}

/**
 * What a completed payment does to its claim, applied only while the claim still awaits this very payment:
 * in the state that awaits its kind, at the answers version its quote priced (a claim stored before answers
 * were versioned counts as version 0). The claim moves on, is covered for the quote's lines and adds the
 * amount to what it has paid; the first payment dates the claim as paid, a balance keeps that date.
 */
export function claimPaidBy<Line>(checkout: PaidCheckout<Line>, paidAt: string): ClaimPaidChange<Line> {
  const balance = checkout.kind === 'balance';
  const { awaiting, to } = paymentTransition(balance ? 'balance' : 'fee');
  return {
    awaiting,
    answersVersion: checkout.answersVersion ?? 0,
    to,
    coveredLines: checkout.covers ?? [],
    addPaidCents: checkout.amountCents,
    paymentCompletedDate: balance ? null : paidAt,
  };
}
