import { beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, type JWTPayload } from 'jose';
import { routeEntries } from '@taxback/functions/routes';
import {
  adminToken,
  customerToken,
  signWithForeignKey,
  signWithPoolKey,
  unsignedToken,
  withForgedPayload,
} from './support/tokens';
import { callApi, hasBody } from './support/http';

/** Who calls what, by status class, is the security matrix's; this file is about the tokens themselves. */
const SOURCE = '127.0.0.4';
const concretePath = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => `test-${name}`);
const protectedRoutes = routeEntries().filter(([, route]) => route.auth !== 'public');

const call = (method: string, path: string, token: string) =>
  callApi({ method, path: concretePath(path), token, body: hasBody(method) ? '{}' : undefined }, SOURCE);

/** Tokens that must never get past the gateway, made from a genuine customer ID token. */
const refusedTokens: [string, (claims: JWTPayload, genuine: string) => Promise<string> | string][] = [
  [
    'a customer token whose groups claim was forged to admin',
    (_, genuine) => withForgedPayload(genuine, { 'cognito:groups': ['admin'] }),
  ],
  ['a token signed by another key', (claims) => signWithForeignKey({ ...claims, 'cognito:groups': ['admin'] })],
  ['an unsigned token (alg none)', (claims) => unsignedToken({ ...claims, 'cognito:groups': ['admin'] })],
  [
    'an expired token, even properly signed',
    (claims) => signWithPoolKey({ ...claims, iat: claims.iat! - 7200, exp: Math.floor(Date.now() / 1000) - 60 }),
  ],
  ['an access token', (claims) => signWithPoolKey({ ...claims, token_use: 'access' })],
  ['a token for another app client', (claims) => signWithPoolKey({ ...claims, aud: 'another-client' })],
  ['a token of another user pool', (claims) => signWithPoolKey({ ...claims, iss: `${claims.iss}-elsewhere` })],
  ['a token that is not a JWT at all', () => 'not-a-token'],
];

describe('tokens the gateway refuses, on every protected route of the route table', () => {
  let genuine: string;
  beforeAll(async () => {
    genuine = await customerToken();
  });

  it.each(refusedTokens.map(([name, make]) => [name, make]))('refuses %s', async (_, make) => {
    const token = await make(decodeJwt(genuine), genuine);
    const answers = await Promise.all(
      protectedRoutes.map(async ([name, route]) => [name, (await call(route.method, route.path, token)).status]),
    );
    expect(answers.filter(([, status]) => status !== 401)).toEqual([]);
  });

  it('accepts a properly signed, current ID token (the control for the cases above)', async () => {
    expect((await call('GET', '/me', await signWithPoolKey(decodeJwt(genuine)))).status).toBe(200);
  });

  it('accepts the seeded admin as an admin', async () => {
    expect((await call('GET', '/me', await adminToken())).json).toMatchObject({ isAdmin: true });
  });
});
