import { staffCopy } from '@taxback/shared/copy-staff';
import { formatUsd } from '@taxback/shared/payments/fees';
import type { DiscountCode } from '../api/discount-codes';

const text = staffCopy.adminDiscounts;

/** "10%" for a percentage, "US$25.00" for a fixed amount stored in cents. */
export const discountText = (code: Pick<DiscountCode, 'discountType' | 'discountValue'>): string =>
  code.discountType === 'percentage' ? text.percent(code.discountValue) : formatUsd(code.discountValue);

/** "3/10", or "3/∞" without a limit; uses held by open checkouts follow apart: "3/10 · 1 reserved (checkout open)". */
export const usageText = (code: Pick<DiscountCode, 'currentUses' | 'reservedUses' | 'maxUses'>): string => {
  const used = text.usage(code.currentUses, code.maxUses === null ? text.unlimited : String(code.maxUses));
  return code.reservedUses > 0 ? `${used} · ${text.reserved(code.reservedUses)}` : used;
};
