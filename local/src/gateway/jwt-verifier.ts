import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface JwtVerifierOptions {
  issuer: string;
  audience: string;
}

/**
 * Verifies Cognito ID tokens the way the HTTP API JWT authorizer does: signature against the pool's
 * JWKS, issuer, audience (the app client) and expiry; it also insists on an ID token.
 */
export function createJwtVerifier({ issuer, audience }: JwtVerifierOptions) {
  const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return async (token: string): Promise<JWTPayload | null> => {
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience });
      return payload.token_use === 'id' ? payload : null;
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
