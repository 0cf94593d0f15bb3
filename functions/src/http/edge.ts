import { timingSafeEqual } from 'node:crypto';
import { copy } from '@taxback/shared';
import { config } from '../config';
import { EDGE_HEADERS } from './edge-headers';
import { forbidden } from './errors';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The address a request came from. Where the API sits behind the site's distribution (an origin secret is
 * configured), a request that did not come through it is refused, and the address is the viewer's that
 * CloudFront passed on; elsewhere (the local stack) it is the connection's.
 */
export function requestSourceIp(headers: Record<string, string | undefined>, connectionIp: string): string {
  const expected = config.originVerify;
  if (!expected) return connectionIp;
  const given = headers[EDGE_HEADERS.originVerify];
  if (!given || !sameSecret(given, expected)) throw forbidden(copy.common.notThroughSite);
  return headers[EDGE_HEADERS.viewerIp] || connectionIp;
}
