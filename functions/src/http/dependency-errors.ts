/** Error names and codes that mean a dependency did not answer, or refused to, rather than a bug. */
const unavailableNames = new Set([
  // AWS SDK (smithy) connection or request timeout, and an aborted request.
  'TimeoutError',
  'AbortError',
  'RequestTimeout',
  'RequestTimeoutException',
  // Throttling left after the retry budget, and the service's own outage answers.
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  // Stripe: the network call failed or timed out (StripeAPIError 5xx is reported as such too).
  'StripeConnectionError',
]);
const unavailableCodes = new Set(['ETIMEDOUT', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND']);

/**
 * Whether an error means a dependency (DynamoDB, S3, KMS, SES, Cognito, Secrets Manager, Stripe) is
 * unreachable or overloaded: the caller should try again later (503), and nothing was changed beyond
 * what was acknowledged before it.
 */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { name, code, type, $metadata, statusCode, cause } = error as {
    cause?: unknown;
    name?: string;
    code?: string;
    type?: string;
    $metadata?: { httpStatusCode?: number };
    statusCode?: number;
  };
  if ((name && unavailableNames.has(name)) || (type && unavailableNames.has(type))) return true;
  if (code && unavailableCodes.has(code)) return true;
  if (type === 'StripeAPIError' && (statusCode ?? 0) >= 500) return true;
  const status = $metadata?.httpStatusCode ?? 0;
  if (status === 503 || status === 504) return true;
  // ElectroDB and the encryption SDK wrap the client's error.
  return isDependencyUnavailable(cause, depth + 1);
}
