import { createRequire } from 'node:module';
import { setTimeout } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AssociateSoftwareTokenCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import { decodeJwt, exportJWK, generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import { inject } from 'vitest';

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
  const first = await client().send(
    new InitiateAuthCommand({
      ClientId: stack().pool.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const accessToken = first.AuthenticationResult!.AccessToken!;
  const { SecretCode } = await client().send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  const totpSecret = SecretCode!;
  await client().send(
    new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: generateSync({ secret: totpSecret }) }),
  );
  await client().send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  // As the API's first /me after an enrolment does (functions/src/account/me.ts): the enrolment's second is
  // recorded, and only a sign-in in a later second, with a code, is a staff session.
  const second = Math.floor(Date.now() / 1000);
  await client().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId,
      Username: username,
      UserAttributes: [{ Name: 'custom:totp_since', Value: String(second) }],
    }),
  );
  await setTimeout((second + 1) * 1000 - Date.now());
  return { token: await signIn(email, password, totpSecret), username, totpSecret };
}

async function newPoolUser(): Promise<{ email: string; password: string; username: string; token: string }> {
  const email = `walker-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'secret123';
  const { userPoolId } = stack().pool;
  await client().send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      // Verified, as every address the API sets: tokens without a verified email are refused.
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await client().send(
    new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: true }),
  );
  const token = await signIn(email, password);
  return { email, password, token, username: String(decodeJwt(token)['cognito:username']) };
}

/** The seeded admin's ID token, answering the pool's TOTP challenge with a code from its secret. */
export async function adminToken(): Promise<string> {
  return signIn(stack().admin.email, stack().admin.password, stack().admin.totpSecret);
}

export async function signIn(email: string, password: string, totpSecret?: string): Promise<string> {
  const result = await client().send(
    new InitiateAuthCommand({
      ClientId: stack().pool.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (result.ChallengeName !== 'SOFTWARE_TOKEN_MFA') return result.AuthenticationResult!.IdToken!;
  const answered = await client().send(
    new RespondToAuthChallengeCommand({
      ClientId: stack().pool.userPoolClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: result.Session,
      ChallengeResponses: {
        USERNAME: result.ChallengeParameters?.USER_ID_FOR_SRP ?? email,
        SOFTWARE_TOKEN_MFA_CODE: generateSync({ secret: totpSecret ?? '' }),
      },
    }),
  );
  return answered.AuthenticationResult!.IdToken!;
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
