/** The header a caller (or the SPA) may send to name its request in our logs. */
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
