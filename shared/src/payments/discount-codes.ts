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

/** Why a code does not apply (worded at the edge: payments/refusal-text.ts). */
export type DiscountRefusal = 'invalid' | 'expired' | 'used_up';

/** Why a code does not apply; null when it applies. */
export function discountRefusal(code: DiscountCodeFacts | null, now: Date): DiscountRefusal | null {
  if (!code) return 'invalid';
  switch (discountCodeState(code, now)) {
    case 'active':
      return null;
    case 'expired':
      return 'expired';
    case 'max_uses_reached':
      return 'used_up';
    case 'inactive':
      return 'invalid';
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
