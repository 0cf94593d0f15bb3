/** Where the tax withheld goes, as the refund picture draws it: withheld → the IRS keeps → refund → our fee → you keep. */
export interface RefundSplit {
  withheldCents: number;
  /** The tax owed: what the IRS keeps of the withholding. */
  irsKeepsCents: number;
  refundCents: number;
  feeCents: number;
  /** The refund less the fee, never below zero. */
  youKeepCents: number;
  /** What the fee costs beyond the refund (0 when the refund covers it). */
  feeOverRefundCents: number;
}

/**
 * The split of an estimate. The refund is the one shown (a staff estimate may replace the computed one), so
 * the withholding is never taken below it: a refund with no withholding known yet is the whole of it.
 */
export function refundSplit({
  withheldCents,
  refundCents,
  feeCents,
}: {
  withheldCents: number;
  refundCents: number;
  feeCents: number;
}): RefundSplit {
  const refund = Math.max(0, refundCents);
  const fee = Math.max(0, feeCents);
  const withheld = Math.max(withheldCents, refund);
  return {
    withheldCents: withheld,
    irsKeepsCents: withheld - refund,
    refundCents: refund,
    feeCents: fee,
    youKeepCents: Math.max(0, refund - fee),
    feeOverRefundCents: Math.max(0, fee - refund),
  };
}
