import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { decodeJwt } from 'jose';
import { routeEntries } from '@taxback/functions/routes';
import { adminToken, customerToken, signWithForeignKey, signWithPoolKey, withForgedPayload } from './support/tokens';

const api = () => inject('localStack').urls.api;
const concretePath = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => `test-${name}`);

const call = (method: string, path: string, token?: string) =>
  fetch(`${api()}${concretePath(path)}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
  });

const protectedRoutes = routeEntries().filter(([, route]) => route.auth !== 'public');
const adminRoutes = routeEntries().filter(([, route]) => route.auth === 'admin');

describe('every route of the route table, through the local gateway', () => {
  let customer: string;
  beforeAll(async () => {
    customer = await customerToken();
  });

  it.each(protectedRoutes.map(([name, route]) => [name, route.method, route.path]))(
    '%s (%s %s) answers 401 to an anonymous caller',
    async (_, method, path) => {
      expect((await call(method, path)).status).toBe(401);
    },
  );

  it.each(adminRoutes.map(([name, route]) => [name, route.method, route.path]))(
    '%s (%s %s) answers 403 to a signed-in customer',
    async (_, method, path) => {
      expect((await call(method, path, customer)).status).toBe(403);
    },
  );

  it('lets a customer through to a user route', async () => {
    expect((await call('GET', '/me', customer)).status).toBe(200);
  });
});

describe('tokens the gateway refuses', () => {
  let customer: string;
  beforeAll(async () => {
    customer = await customerToken();
  });

  it('accepts the seeded admin as an admin', async () => {
    const response = await call('GET', '/me', await adminToken());
    expect(await response.json()).toMatchObject({ isAdmin: true });
  });

  it('refuses a customer token whose groups claim was forged to admin', async () => {
    const forged = withForgedPayload(customer, { 'cognito:groups': ['admin'] });
    expect((await call('GET', '/me', forged)).status).toBe(401);
  });

  it('refuses a token signed by another key', async () => {
    const token = await signWithForeignKey({ ...decodeJwt(customer), 'cognito:groups': ['admin'] });
    expect((await call('GET', '/me', token)).status).toBe(401);
  });

  it('refuses an expired token even when properly signed', async () => {
    const claims = decodeJwt(customer);
    const token = await signWithPoolKey({
      ...claims,
      iat: claims.iat! - 7200,
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    expect((await call('GET', '/me', token)).status).toBe(401);
  });

  it('refuses an access token or a token for another app client', async () => {
    const claims = decodeJwt(customer);
    expect((await call('GET', '/me', await signWithPoolKey({ ...claims, token_use: 'access' }))).status).toBe(401);
    expect((await call('GET', '/me', await signWithPoolKey({ ...claims, aud: 'another-client' }))).status).toBe(401);
  });

  it('accepts a properly signed, current ID token (the control for the cases above)', async () => {
    expect((await call('GET', '/me', await signWithPoolKey(decodeJwt(customer)))).status).toBe(200);
  });
});
