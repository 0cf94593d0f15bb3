/** The caller of an authorised route, taken from the verified JWT claims only. */
export interface Caller {
  userId: string;
  username: string;
  email: string;
  isAdmin: boolean;
  /** Staff without a TOTP authenticator yet: refused on staff routes until they set one up. */
  needsTotp?: boolean;
  /**
   * Staff whose authenticator the API has not recorded yet (or no longer has): /me records it (and, for a new
   * one, ends every session). Until then the caller is not staff.
   */
  totpToRecord?: 'enrolled' | 'removed';
}

export const ADMIN_GROUP = 'admin';

type Claims = Record<string, string | number | boolean | string[] | undefined>;

/**
 * API Gateway HTTP API hands claims over as strings, flattening arrays to "[a b]";
 * tokens read directly carry real arrays. Both shapes are accepted.
 */
export function groupsFromClaim(value: Claims[string]): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .map((group) => group.trim())
    .filter(Boolean);
}

export function callerFromClaims(claims: Claims | undefined): Caller | null {
  if (!claims) return null;
  const userId = claims.sub;
  if (typeof userId !== 'string' || userId === '') return null;
  const username = claims['cognito:username'];
  return {
    userId,
    username: typeof username === 'string' && username !== '' ? username : userId,
    email: typeof claims.email === 'string' ? claims.email : '',
    isAdmin: groupsFromClaim(claims['cognito:groups']).includes(ADMIN_GROUP),
  };
}

/** When the person signed in (epoch seconds); refreshed tokens keep it. 0 when the token has none. */
export function authTimeOf(claims: Claims | undefined): number {
  const value = Number(claims?.auth_time ?? claims?.iat ?? 0);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Only ID tokens identify a person here (an access token carries no e-mail), and only with a proven address:
 * the API sets every sign-in address verified, so an unverified one was changed behind its back.
 */
export const identifiesPerson = (claims: Claims | undefined): boolean =>
  claims?.token_use === 'id' && (claims.email_verified === true || claims.email_verified === 'true');
