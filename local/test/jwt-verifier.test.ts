import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJwtVerifier } from '../src/gateway/jwt-verifier';

const audience = 'app-client';
const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
const server = http.createServer((_, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(jwks));
});
let issuer = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pool`;
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const token = (claims: Record<string, unknown>, { expiresIn = '15m', aud = audience } = {}) =>
  new SignJWT({ token_use: 'id', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(issuer)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(privateKey);

describe('the local gateway’s token check', () => {
  it('accepts a verified ID token again until it expires, and not a moment after', async () => {
    const verify = createJwtVerifier({ issuer, audience });
    const idToken = await token({ sub: 'customer-1' });
    expect(await verify(idToken)).toMatchObject({ sub: 'customer-1' });
    expect(await verify(idToken)).toMatchObject({ sub: 'customer-1' });

    const { exp } = (await verify(idToken))!;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(exp! * 1000 - 1);
    expect(await verify(idToken)).toMatchObject({ sub: 'customer-1' });
    vi.setSystemTime(exp! * 1000);
    expect(await verify(idToken)).toBeNull();
    expect(await verify(idToken)).toBeNull();
  });

  it('checks a token’s signature once, not on every request', async () => {
    const verify = createJwtVerifier({ issuer, audience });
    const idToken = await token({ sub: 'customer-2' });
    const signatureChecks = vi.spyOn(crypto.subtle, 'verify');
    for (let request = 0; request < 5; request += 1) expect(await verify(idToken)).not.toBeNull();
    expect(signatureChecks).toHaveBeenCalledTimes(1);
  });

  it('refuses an access token, another app client’s token and a token signed by another key', async () => {
    const verify = createJwtVerifier({ issuer, audience });
    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT({ token_use: 'id', sub: 'x' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setExpirationTime('15m')
      .sign(other.privateKey);
    expect(await verify(await token({ sub: 'x', token_use: 'access' }))).toBeNull();
    expect(await verify(await token({ sub: 'x' }, { aud: 'another-client' }))).toBeNull();
    expect(await verify(forged)).toBeNull();
    expect(await verify(await token({ sub: 'x' }, { expiresIn: '-1s' }))).toBeNull();
  });
});
