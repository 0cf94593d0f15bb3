import { AsyncLocalStorage } from 'node:async_hooks';
import { logger } from './logger';

/** The header a caller (or the SPA) may send to name its request in our logs; every answer echoes it. */
export const CORRELATION_HEADER = 'x-correlation-id';

/** What a correlation id may look like: short, and safe in logs and SES tags. */
const wellFormed = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The id every log line of one API request carries: the caller's `x-correlation-id` when well formed,
 * else API Gateway's request id.
 */
export function correlationIdOf(headers: Record<string, string | undefined> | undefined, requestId: string): string {
  const given = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === CORRELATION_HEADER)?.[1];
  return given && wellFormed.test(given) ? given : requestId;
}

const current = new AsyncLocalStorage<string>();

/** The correlation id of the API request or stream record being handled; undefined outside one. */
export const currentCorrelationId = (): string | undefined => current.getStore();

/**
 * Runs `work` under a correlation id: every log line it writes carries the id, and so does every item
 * it writes to the table (the `correlationId` attribute), so the stream records it causes are logged
 * under the same id.
 */
export async function withCorrelationId<T>(correlationId: string, work: () => Promise<T>): Promise<T> {
  logger.appendKeys({ correlationId });
  try {
    return await current.run(correlationId, work);
  } finally {
    logger.removeKeys(['correlationId']);
  }
}

/** The id a stream record is handled under: that of the request that wrote the item, else the record's own. */
export function correlationIdOfItem(item: Record<string, unknown> | undefined, eventId: string): string {
  const written = item?.correlationId;
  return typeof written === 'string' && written ? written : eventId;
}

/** The correlation id as an SES message tag value (letters, digits, `_` and `-` only; API Gateway's ids end in `=`). */
export const correlationTagValue = (correlationId: string): string =>
  correlationId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 256);
