import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface JwtVerifierOptions {
  issuer: string;
  audience: string;
}

/** Tokens a verifier remembers at most; past that it starts again (a bench or a test signs in few people). */
const MAX_REMEMBERED = 1_000;

/**
 * Verifies Cognito ID tokens the way the HTTP API JWT authorizer does: signature against the pool's
 * JWKS, issuer, audience (the app client) and expiry; it also insists on an ID token.
 *
 * A token that passed is remembered until it expires, so the RSA check runs once per token, not per request:
 * in AWS the authorizer's work is API Gateway's, not the functions', and locally it ran on the one thread that
 * also runs every handler. Only the expiry can change a verified token's verdict (cognito-local never rotates
 * its key), and it is checked on every request; revocation is the handlers' standing check, not the token's.
 */
export function createJwtVerifier({ issuer, audience }: JwtVerifierOptions) {
  const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  const verified = new Map<string, JWTPayload>();
  return async (token: string): Promise<JWTPayload | null> => {
    const remembered = verified.get(token);
    if (remembered) {
      if (remembered.exp! * 1000 > Date.now()) return remembered;
      verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience, requiredClaims: ['exp'] });
      if (payload.token_use !== 'id') return null;
      if (verified.size >= MAX_REMEMBERED) verified.clear();
      verified.set(token, payload);
      return payload;
    } catch {
      return null;
    }
  };
}

/** API Gateway passes claims as strings and flattens arrays to "[a b]"; the local gateway does the same. */
export function claimsAsApiGatewayDoes(payload: JWTPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}
