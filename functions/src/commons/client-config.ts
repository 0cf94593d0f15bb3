import { config } from '../config';
import { lazy } from './lazy';
import { logger } from './logger';

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
  /**
   * A call (retries included) that takes longer is logged as slow, with the service, the command and the
   * request's correlation id: what on-call reads to find which dependency a slow request waited on.
   */
  slowCall: number;
}

export const dependencyTimeouts = {
  dynamodb: { connectionTimeout: 1000, requestTimeout: 2000, slowCall: 300 },
  s3: { connectionTimeout: 1000, requestTimeout: 5000, slowCall: 1000 },
  kms: { connectionTimeout: 1000, requestTimeout: 3000, slowCall: 500 },
  ses: { connectionTimeout: 1000, requestTimeout: 5000, slowCall: 1000 },
  cognito: { connectionTimeout: 1000, requestTimeout: 3000, slowCall: 500 },
  secretsManager: { connectionTimeout: 1000, requestTimeout: 3000, slowCall: 500 },
  realtime: { connectionTimeout: 1000, requestTimeout: 3000, slowCall: 500 },
  /** A model writes its whole reply before it answers. Two attempts stay within the function's 25 s. */
  bedrock: { connectionTimeout: 1000, requestTimeout: 10_000, slowCall: 5000 },
  /** Stripe's own client: one timeout for the whole request. */
  stripe: { connectionTimeout: 8000, requestTimeout: 8000, slowCall: 2000 },
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
  const scale = config.dependencyTimeoutScale;
  return Number.isFinite(scale) && scale >= 1 ? scale : 1;
};

type AwsDependency = Exclude<keyof typeof dependencyTimeouts, 'stripe'>;

/** The configuration every AWS SDK client of the handlers is built with. */
export const awsClientConfig = (dependency: AwsDependency) => {
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

/** What `timedClient` needs of an AWS SDK client: its middleware stack. */
interface WithMiddleware {
  middlewareStack: {
    add: (
      middleware: (
        next: (args: unknown) => Promise<{ output?: { $metadata?: { attempts?: number } } }>,
        context: { clientName?: string; commandName?: string },
      ) => (args: unknown) => Promise<unknown>,
      options: { step: 'initialize'; name: string },
    ) => void;
    remove: (name: string) => boolean;
  };
}

/**
 * Logs every call of `client` slower than its dependency's `slowCall` (retries included), answered or
 * not. A few lines of middleware instead of an X-Ray SDK in every bundle (see docs/runbook.md, tracing).
 *
 * It also drops the SDK's own logger middleware: given no logger, it still copies every call's input and
 * output through the SDK's sensitive-data filter for a logger that discards them (about 0.1 ms of CPU for a
 * GetItem of a 60-answer item, measured 2026-11-25).
 *
 * `onFailure` sees every error the client throws, for a caller whose library hides it (the KMS keyring).
 */
export function timedClient<C>(client: C, dependency: AwsDependency, onFailure?: (error: unknown) => void): C {
  const slowCall = dependencyTimeouts[dependency].slowCall * timeoutScale();
  const { middlewareStack } = client as unknown as WithMiddleware;
  middlewareStack.remove('loggerMiddleware');
  middlewareStack.add(
    (next, context) => async (args) => {
      const started = performance.now();
      let outcome = 'answered';
      let attempts: number | undefined;
      try {
        const result = await next(args);
        attempts = result.output?.$metadata?.attempts;
        return result;
      } catch (error) {
        outcome = (error as Error).name || 'failed';
        attempts = (error as { $metadata?: { attempts?: number } }).$metadata?.attempts;
        onFailure?.(error);
        throw error;
      } finally {
        const milliseconds = Math.round(performance.now() - started);
        if (milliseconds >= slowCall) {
          logger.warn('Slow dependency call', {
            dependency,
            command: context.commandName,
            milliseconds,
            attempts,
            outcome,
          });
        }
      }
    },
    { step: 'initialize', name: 'taxbackSlowCalls' },
  );
  return client;
}

/**
 * An AWS SDK and a timed client made with it, both loaded by the first call: the SDK comes through `load`, an
 * `import()` of one of the adapters' `*-sdk.ts` modules, so esbuild puts it in a chunk that a cold start does not
 * read (an import() chunk keeps every export of what it imports: those modules name the few commands used).
 */
export const lazyAwsClient = <Sdk, Client>(
  dependency: AwsDependency,
  load: () => Promise<Sdk>,
  create: (sdk: Sdk, clientConfig: ReturnType<typeof awsClientConfig>) => Client,
) =>
  lazy(async () => {
    const sdk = await load();
    return { sdk, client: timedClient(create(sdk, awsClientConfig(dependency)), dependency) };
  });
