import { createRemoteJWKSet, jwtVerify } from 'jose';
import { lazy } from '../commons/lazy';
import { config } from '../config';
import { authTimeOf, callerFromClaims, identifiesPerson, type Caller } from '../http/claims';

const poolKeys = lazy(() => createRemoteJWKSet(new URL(`${config.tokenIssuer}/.well-known/jwks.json`)));

/**
 * Verifies a Cognito ID token as the HTTP API's JWT authorizer does: signature against the pool's
 * JWKS, issuer, audience (the app client), expiry, and an ID token rather than an access token.
 */
export async function verifyIdToken(token: string): Promise<{ caller: Caller; authTime: number } | null> {
  try {
    const { payload } = await jwtVerify(token, poolKeys(), {
      issuer: config.tokenIssuer,
      audience: config.userPoolClientId,
    });
    const caller = identifiesPerson(payload as never) ? callerFromClaims(payload as never) : null;
    return caller && { caller, authTime: authTimeOf(payload as never) };
  } catch {
    return null;
  }
}
