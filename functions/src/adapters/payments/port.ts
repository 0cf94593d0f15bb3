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
}

export interface CheckoutSession {
  id: string;
  url: string | null;
}

export interface CompletedCheckout {
  eventId: string;
  sessionId: string;
  paid: boolean;
  amountCents: number;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies a webhook over its raw body; returns the completed checkout it reports, or null for other events. */
  readWebhook(rawBody: string, signature: string): Promise<CompletedCheckout | null>;
}

export class InvalidWebhookSignature extends Error {}
