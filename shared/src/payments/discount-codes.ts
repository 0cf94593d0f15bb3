import * as z from '../zod';
import { DISCOUNT } from '../constants';
import { copy } from '../copy';
import { say } from '../i18n/say';
import type { Discount } from './fees';

/** A stored discount code, as far as deciding whether it applies goes. */
export interface DiscountCodeFacts {
  code: string;
  discountType: Discount['type'];
  discountValue: number;
  active: boolean;
  expiresAt?: string | null;
  maxUses?: number | null;
  currentUses: number;
}

export type DiscountCodeState = 'active' | 'inactive' | 'expired' | 'max_uses_reached';

export function discountCodeState(code: DiscountCodeFacts, now: Date): DiscountCodeState {
  if (code.expiresAt && new Date(code.expiresAt).getTime() < now.getTime()) return 'expired';
  if (code.maxUses != null && code.currentUses >= code.maxUses) return 'max_uses_reached';
  return code.active ? 'active' : 'inactive';
}

/** Why a code does not apply, as the customer reads it; null when it applies. */
export function discountRefusal(code: DiscountCodeFacts | null, now: Date): string | null {
  if (!code) return copy.payment.invalidDiscount;
  switch (discountCodeState(code, now)) {
    case 'active':
      return null;
    case 'expired':
      return copy.payment.discountExpired;
    case 'max_uses_reached':
      return copy.payment.discountUsedUp;
    case 'inactive':
      return copy.payment.invalidDiscount;
  }
}

export const normalizeDiscountCode = (code: string): string => code.trim().toUpperCase();

export const discountCodeInputSchema = z.pipe(
  z.pipe(z.string(), z.transform(normalizeDiscountCode)),
  z.string().check(
    z.minLength(
      1,
      say(() => copy.payment.emptyDiscount),
    ),
    z.maxLength(DISCOUNT.codeMaxLength),
  ),
);
