/** What the application needs from a card payment provider. */
export interface CheckoutRequest {
  amountCents: number;
  currency: string;
  productName: string;
  customerEmail: string;
  metadata: { applicationId: string; userId: string; discountCode: string };
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
  /** When the session stops taking payments (seconds since the epoch); a discount reservation ends with it. */
  expiresAt: number;
}

export interface CheckoutSession {
  id: string;
  url: string | null;
}

/** What a checkout webhook event reports. */
export type CheckoutEventType = 'completed' | 'async_payment_succeeded' | 'async_payment_failed' | 'expired';

export interface CompletedCheckout {
  eventId: string;
  type: CheckoutEventType;
  sessionId: string;
  /** The money was taken (a completed card payment, or a delayed payment that succeeded). */
  paid: boolean;
  amountCents: number;
  paymentIntentId: string | null;
  metadata: Record<string, string>;
}

export interface RefundRequest {
  sessionId: string;
  paymentIntentId: string | null;
  amountCents: number;
  reason: string;
  idempotencyKey: string;
}

export interface PaymentProvider {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies a webhook over its raw body; returns the checkout event it reports, or null for other events. */
  readWebhook(rawBody: string, signature: string): Promise<CompletedCheckout | null>;
  /** Stops an open session taking payment (its claim changed); a session already closed is left as it is. */
  expireCheckout(sessionId: string): Promise<void>;
  /** Gives back money taken for a checkout; answers the refund's id. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}

export class InvalidWebhookSignature extends Error {}
