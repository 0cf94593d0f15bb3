import * as z from '../zod';
import { pageOf } from '../validation/list-cursor';
import { DISCOUNT } from '../constants';
import { discountRuleCopy } from '../catalogue/payments/staff-rules';

const code = z.pipe(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value: string) => value.toUpperCase()),
  ),
  z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(DISCOUNT.codeMaxLength, discountRuleCopy.codeInvalid),
      z.regex(/^[A-Z0-9_-]+$/, discountRuleCopy.codeInvalid),
    ),
);

export const discountCodeFormSchema = z
  .object({
    code,
    discountType: z.enum(['percentage', 'fixed_amount']),
    discountValue: z
      .number({ message: discountRuleCopy.valuePositive })
      .check(z.int(discountRuleCopy.valuePositive), z.gte(1, discountRuleCopy.valuePositive)),
    description: z.optional(z.string().check(z.trim(), z.maxLength(500))),
    maxUses: z.optional(
      z.nullable(
        z
          .number({ message: discountRuleCopy.maxUsesInvalid })
          .check(z.int(discountRuleCopy.maxUsesInvalid), z.gte(1, discountRuleCopy.maxUsesInvalid)),
      ),
    ),
    expiresAt: z.optional(z.nullable(z.iso.date())),
    active: z.optional(z.boolean()),
  })
  .check(
    z.refine((form) => form.discountType !== 'percentage' || form.discountValue <= DISCOUNT.maxPercent, {
      path: ['discountValue'],
      message: discountRuleCopy.percentTooHigh,
    }),
  );
export type DiscountCodeForm = z.input<typeof discountCodeFormSchema>;

export const discountCodeSchema = z.object({
  code: z.string(),
  discountType: z.enum(['percentage', 'fixed_amount']),
  discountValue: z.number(),
  description: z.nullable(z.string()),
  maxUses: z.nullable(z.number()),
  /** Uses paid for (converted). */
  currentUses: z.number(),
  /** Uses held by checkouts still open (not paid yet); they count against `maxUses` until released. */
  reservedUses: z.number(),
  expiresAt: z.nullable(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
  state: z.enum(['active', 'inactive', 'expired', 'max_uses_reached']),
});
export const discountCodesPageSchema = pageOf(discountCodeSchema);
export const discountCodePathSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(DISCOUNT.codeMaxLength)),
});
export const discountActiveRequestSchema = z.object({ active: z.boolean() });
