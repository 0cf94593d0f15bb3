/**
 * How long a handler waits for a dependency, and how often it asks again. The SDKs' defaults (no
 * request timeout, three attempts) let one stalled dependency hold a request for the whole API timeout
 * and then answer 500; these fail within a few seconds, and the handler answers 503 with Retry-After
 * (see http/dependency-errors.ts).
 *
 * Retries use the SDK's standard strategy: exponential backoff with full jitter, and a token bucket
 * that stops retrying when most recent calls failed (the retry budget).
 */
export interface DependencyTimeouts {
  /** Time to open the TCP/TLS connection. */
  connectionTimeout: number;
  /** Time for the answer once the request is sent (per attempt). */
  requestTimeout: number;
}

export const dependencyTimeouts = {
  dynamodb: { connectionTimeout: 1000, requestTimeout: 2000 },
  s3: { connectionTimeout: 1000, requestTimeout: 5000 },
  kms: { connectionTimeout: 1000, requestTimeout: 3000 },
  ses: { connectionTimeout: 1000, requestTimeout: 5000 },
  cognito: { connectionTimeout: 1000, requestTimeout: 3000 },
  secretsManager: { connectionTimeout: 1000, requestTimeout: 3000 },
  realtime: { connectionTimeout: 1000, requestTimeout: 3000 },
  /** Stripe's own client: one timeout for the whole request. */
  stripe: { connectionTimeout: 8000, requestTimeout: 8000 },
} satisfies Record<string, DependencyTimeouts>;

/** One try and one retry: a blip is absorbed, an outage is reported in seconds. */
export const MAX_ATTEMPTS = 2;

/** What the client answers a 503 with: try again in this many seconds. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * How many times longer than in AWS a dependency may take (`DEPENDENCY_TIMEOUT_SCALE`, default 1). The local
 * stack raises it: its emulators (DynamoDB Local on a JVM, s3rver) are far slower than the services on a
 * busy two-core machine, and a test run must not read their slowness as an outage.
 */
const timeoutScale = () => {
  const scale = Number(process.env.DEPENDENCY_TIMEOUT_SCALE ?? 1);
  return Number.isFinite(scale) && scale >= 1 ? scale : 1;
};

/** The configuration every AWS SDK client of the handlers is built with. */
export const awsClientConfig = (dependency: Exclude<keyof typeof dependencyTimeouts, 'stripe'>) => {
  const { connectionTimeout, requestTimeout } = dependencyTimeouts[dependency];
  const scale = timeoutScale();
  return {
    maxAttempts: MAX_ATTEMPTS,
    retryMode: 'standard' as const,
    // Without throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes, and waits on.
    requestHandler: {
      connectionTimeout: connectionTimeout * scale,
      requestTimeout: requestTimeout * scale,
      throwOnRequestTimeout: true,
    },
  };
};
