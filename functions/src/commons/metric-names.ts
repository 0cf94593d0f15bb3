/**
 * The custom CloudWatch metrics the handlers emit (Powertools Metrics, embedded metric format), by name.
 * The CDK stack alarms on and charts the same names, so they live here, free of any dependency.
 */
export const METRICS_NAMESPACE = 'TaxBack';
/** Powertools' `service` dimension of every custom metric. */
export const METRICS_SERVICE = 'taxback';

export const metricNames = {
  claimCreated: 'ClaimCreated',
  claimPaid: 'ClaimPaid',
  /** The amount of each payment the webhook records, in cents. */
  paymentAmount: 'PaymentAmountCents',
  discountRedeemed: 'DiscountRedeemed',
  uploadRejected: 'UploadRejected',
  aiFallbackUsed: 'AiFallbackUsed',
  /** A chatbot question answered by the keyword rules because the AI's daily cap was reached. */
  aiDailyCapReached: 'AiDailyCapReached',
  /** A Stripe webhook call that answered an error (bad signature excluded: that is the caller's fault). */
  webhookFailed: 'WebhookFailed',
  /** A paid checkout whose claim cannot be found: money taken with nothing to show for it. */
  paymentUnmatched: 'PaymentUnmatched',
  /** Money that arrived for a claim not waiting for it (second payment, stale quote), given back. */
  paymentRefunded: 'PaymentRefunded',
  /** A request answered 503: a dependency (DynamoDB, S3, Stripe…) timed out, refused or was overloaded. */
  dependencyUnavailable: 'DependencyUnavailable',
  /** A claim entering a status (dimension `status`), counted by the stream processor. */
  claimStatus: 'ClaimStatusEntered',
} as const;

export type MetricName = (typeof metricNames)[keyof typeof metricNames];
