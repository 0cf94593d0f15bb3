import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { AdminAddUserToGroupCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt, exportJWK, generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import { inject } from 'vitest';
import { addAuthenticator, addConfirmedUser, poolIdToken, recordEnrolment } from '../../src/emulators/cognito';

const require = createRequire(import.meta.url);
const stack = () => inject('localStack');
const client = () => new CognitoIdentityProviderClient({});

/** A real ID token from the local Cognito for a new confirmed customer. */
export async function customerToken(): Promise<string> {
  return (await newPoolUser()).token;
}

/**
 * A new member of staff with a TOTP authenticator, signed in with a code as the SPA does; returns the
 * ID token and the pool user name (to remove them from staff in a test).
 */
export async function staffMember(): Promise<{ token: string; username: string; totpSecret: string }> {
  const { email, password, username } = await newPoolUser();
  const { userPoolId } = stack().pool;
  await client().send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: 'admin' }),
  );
  const totpSecret = (await addAuthenticator(client(), stack().pool.userPoolClientId, { email, password }))!;
  await recordEnrolment(client(), userPoolId, username);
  return { token: await signIn(email, password, totpSecret), username, totpSecret };
}

async function newPoolUser(): Promise<{ email: string; password: string; username: string; token: string }> {
  const email = `walker-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'secret123';
  await addConfirmedUser(client(), stack().pool.userPoolId, { email, password });
  const token = await signIn(email, password);
  return { email, password, token, username: String(decodeJwt(token)['cognito:username']) };
}

/** The seeded admin's ID token, answering the pool's TOTP challenge with a code from its secret. */
export async function adminToken(): Promise<string> {
  return signIn(stack().admin.email, stack().admin.password, stack().admin.totpSecret);
}

export function signIn(email: string, password: string, totpSecret?: string): Promise<string> {
  return poolIdToken(client(), stack().pool.userPoolClientId, { email, password, totpSecret });
}

/** Signs claims with the emulator's own key, to test what the gateway does with a validly signed token. */
export async function signWithPoolKey(payload: JWTPayload): Promise<string> {
  const { jwk } = require('cognito-local/lib/keys/cognitoLocal.private.json') as { jwk: Record<string, string> };
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(key);
}

export async function signWithForeignKey(payload: JWTPayload): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  await exportJWK(publicKey);
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(privateKey);
}

/** An unsigned token (`alg: none`), which a verifier must never accept. */
export function unsignedToken(payload: JWTPayload): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

/** Replaces the payload of a genuine token while keeping its original signature. */
export function withForgedPayload(token: string, changes: JWTPayload): string {
  const [header, , signature] = token.split('.');
  const payload = Buffer.from(JSON.stringify({ ...decodeJwt(token), ...changes })).toString('base64url');
  return `${header}.${payload}.${signature}`;
}
