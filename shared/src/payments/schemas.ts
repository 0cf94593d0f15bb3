import * as z from '../zod';
import { discountCodeInputSchema } from './discount-codes';

const applicationId = z.uuid();

export const validateDiscountRequestSchema = z.object({ applicationId, code: discountCodeInputSchema });
export const validateDiscountResponseSchema = z.object({
  valid: z.boolean(),
  code: z.string(),
  discountAmountCents: z.number(),
  totalCents: z.number(),
  description: z.nullable(z.string()),
});

export const createCheckoutRequestSchema = z.object({
  applicationId,
  discountCode: z.optional(discountCodeInputSchema),
  /** The customer goes ahead although the estimated refund is below the fee (required then: 409 without). */
  confirmLowRefund: z.optional(z.boolean()),
});
export const createCheckoutResponseSchema = z.object({ url: z.string() });

export const verifyPaymentQuerySchema = z.object({
  sessionId: z.string().check(z.minLength(1), z.maxLength(255)),
  applicationId,
});
/** Where one checkout stands: `pending` may still end paid; the others are final. */
export const PAYMENT_OUTCOMES = ['pending', 'paid', 'refunded', 'expired', 'failed'] as const;
export const verifyPaymentResponseSchema = z.object({
  paid: z.boolean(),
  outcome: z.enum(PAYMENT_OUTCOMES),
  applicationId: z.string(),
  /** What the checkout charged, and (once paid) when: the success page names both. */
  amountCents: z.int(),
  paidAt: z.nullable(z.string()),
});

/** The webhook's acknowledgement to the payment provider. */
export const webhookReceiptSchema = z.object({ received: z.boolean() });

/**
 * One payment of a claim, as its customer and staff see it: money taken (`paid`), or taken and given back
 * (`refunded`). Checkouts that never took money (open, expired, failed) are not payments. `kind` is the
 * claim's first payment (`fee`) or a reopened claim's top-up (`balance`).
 */
export const claimPaymentSchema = z.object({
  kind: z.enum(['fee', 'balance']),
  status: z.enum(['paid', 'refunded']),
  amountCents: z.int(),
  paidAt: z.string(),
  refundedAt: z.nullable(z.string()),
});
export type ClaimPayment = z.infer<typeof claimPaymentSchema>;
/** A claim's payments, oldest first. */
export const claimPaymentListSchema = z.object({ items: z.array(claimPaymentSchema) });
