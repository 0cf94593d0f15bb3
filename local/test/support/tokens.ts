import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt, exportJWK, generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import { inject } from 'vitest';

const require = createRequire(import.meta.url);
const stack = () => inject('localStack');
const client = () => new CognitoIdentityProviderClient({});

/** A real ID token from the local Cognito for a new confirmed customer. */
export async function customerToken(): Promise<string> {
  const email = `walker-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'secret123';
  const { userPoolId } = stack().pool;
  await client().send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  await client().send(
    new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: true }),
  );
  return signIn(email, password);
}

export async function adminToken(): Promise<string> {
  return signIn(stack().admin.email, stack().admin.password);
}

async function signIn(email: string, password: string): Promise<string> {
  const result = await client().send(
    new InitiateAuthCommand({
      ClientId: stack().pool.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return result.AuthenticationResult!.IdToken!;
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
