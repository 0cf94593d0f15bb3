import { FEES } from '../constants';
import { w7Application } from '../claim/itin';

/** What the fee of an application depends on. */
export interface FeeFacts {
  hasItin: boolean | null;
  /** With an ITIN: whether it is still active ('no' makes the W-7 a renewal, charged as the ITIN line). */
  itinIsActive?: string | null;
  num1042sForms: number;
  numMissing1042s: number;
}

export type FeeLineId = 'base' | 'itin' | 'additional1042s' | 'missingForms';

export interface FeeLine {
  id: FeeLineId;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

export interface Discount {
  type: 'percentage' | 'fixed_amount';
  /** A percent (1-100) or an amount in cents. */
  value: number;
}

export interface FeeQuote {
  lines: FeeLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/** What the count of Forms 1042-S is read from: the forms uploaded as such, and the forms the customer typed. */
export interface FiledFormsFacts {
  num1042sForms?: number | null;
  form1042sEntries?: readonly { missingFormId?: string | null }[] | null;
}

/**
 * The Forms 1042-S a claim's return files, as the fee counts them: the forms the customer typed or the forms
 * they uploaded, whichever are more. A file's label alone never lowers it (the return is prepared from the typed
 * forms), and the copies staff obtained from a casino are paid as retrieval, not counted again.
 */
export const formsToFile = (claim: FiledFormsFacts): number =>
  Math.max(claim.num1042sForms ?? 0, (claim.form1042sEntries ?? []).filter((entry) => !entry.missingFormId).length);

const line = (id: FeeLineId, quantity: number, unitCents: number): FeeLine => ({
  id,
  quantity,
  unitCents,
  amountCents: quantity * unitCents,
});

/** The itemised fee: base, ITIN processing for a new or renewed ITIN (a Form W-7), extra 1042-S forms, missing-form retrieval. */
export function feeLines(facts: FeeFacts): FeeLine[] {
  const extraForms = Math.max(0, facts.num1042sForms - 1);
  return [
    line('base', 1, FEES.baseApplicationCents),
    ...(w7Application(facts) ? [line('itin', 1, FEES.itinProcessingCents)] : []),
    ...(extraForms > 0 ? [line('additional1042s', extraForms, FEES.additional1042sCents)] : []),
    ...(facts.numMissing1042s > 0 ? [line('missingForms', facts.numMissing1042s, FEES.missingFormRetrievalCents)] : []),
  ];
}

/** The discount on a subtotal, in whole cents, never more than the subtotal. */
export function discountCents(subtotalCents: number, discount: Discount | null): number {
  if (!discount) return 0;
  const raw =
    discount.type === 'percentage' ? Math.round((subtotalCents * Math.min(discount.value, 100)) / 100) : discount.value;
  return Math.min(Math.max(0, raw), subtotalCents);
}

export function quoteFee(facts: FeeFacts, discount: Discount | null = null): FeeQuote {
  const lines = feeLines(facts);
  const subtotalCents = lines.reduce((sum, item) => sum + item.amountCents, 0);
  const discounted = discountCents(subtotalCents, discount);
  return { lines, subtotalCents, discountCents: discounted, totalCents: subtotalCents - discounted };
}

/** Money is formatted in one place for every language: see i18n/format. */
export { formatUsd } from '../i18n/format';
