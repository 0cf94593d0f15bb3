import { createHash, randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { addAuthenticator, addConfirmedUser } from '../../../local/src/emulators/cognito';
import type { Caller } from '../../src/http/claims';

const client = () => new CognitoIdentityProviderClient({});

/** The password of every person `createUser` and `ensureInPool` add (a change that asks for it again sends it). */
export const POOL_PASSWORD = 'Pool-secret-1';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * Signs a user up through the real (local) Cognito, leaving them unconfirmed as a new customer is. With a
 * `signUpKey`, the pool keeps its hash as the SPA's sign-up does (the link confirms only with that key).
 */
export async function signUpUser(
  email: string,
  firstName = 'Ana',
  options: { signUpKey?: string; password?: string } = {},
): Promise<Caller> {
  const result = await client().send(
    new SignUpCommand({
      ClientId: inject('localStack').pool.userPoolClientId,
      Username: email,
      Password: options.password ?? 'secret123',
      // As the SPA signs up: the address is the user name, which the pool copies into the email attribute.
      UserAttributes: [
        { Name: 'given_name', Value: firstName },
        ...(options.signUpKey
          ? [{ Name: 'custom:signup_key', Value: createHash('sha256').update(options.signUpKey).digest('hex') }]
          : []),
      ],
    }),
  );
  const userId = result.UserSub!;
  return { userId, username: userId, email, isAdmin: false };
}

export async function createUser(email: string, firstName = 'Ana'): Promise<Caller> {
  const created = await addConfirmedUser(client(), process.env.USER_POOL_ID!, {
    email,
    password: POOL_PASSWORD,
    attributes: [{ Name: 'given_name', Value: firstName }],
  });
  const userId = created.Attributes!.find((a) => a.Name === 'sub')!.Value!;
  return { userId, username: created.Username!, email, isAdmin: false };
}

export async function userRecord(username: string) {
  return client().send(new AdminGetUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: username }));
}

export interface PoolMember {
  /** The pool's user name (the token's `cognito:username`). */
  username: string;
  /** When the caller "signed in" (the token's auth_time, epoch seconds), fixed per caller. */
  signedInAt: number;
}

const inPool = new Map<string, Promise<PoolMember>>();

/**
 * Makes the pool hold the person a test calls as (the request check asks the pool on every request):
 * a user with the caller's `sub`, in the admin group with a verified TOTP authenticator for staff.
 */
export function ensureInPool(caller: Caller): Promise<PoolMember> {
  let ready = inPool.get(caller.userId);
  if (!ready) {
    ready = addToPool(caller);
    inPool.set(caller.userId, ready);
  }
  return ready;
}

/** Adds the caller with their own address where no one holds it yet (the account function holds it to the profile's). */
async function createPoolUser(caller: Caller, email: string): Promise<string | null> {
  try {
    const created = await addConfirmedUser(client(), process.env.USER_POOL_ID!, {
      email,
      password: POOL_PASSWORD,
      attributes: [{ Name: 'sub', Value: caller.userId }],
    });
    return created.Username!;
  } catch (error) {
    if (error instanceof Error && /Exists/.test(error.name)) return null;
    throw error;
  }
}

async function addToPool(caller: Caller): Promise<PoolMember> {
  const existing = await userRecord(caller.username).catch(() => null);
  let username = existing?.Username;
  if (!username) {
    username =
      (await createPoolUser(caller, caller.email.toLowerCase())) ??
      (await createPoolUser(caller, `${caller.userId}@pool.test`))!;
  }
  if (caller.isAdmin) await makeStaffWithTotp(username);
  return { username, signedInAt: Math.floor(Date.now() / 1000) };
}
/**
 * Adds a pool user to `admin` and enrols a TOTP authenticator the way the SPA does; returns its secret. Unless
 * `recorded: false`, the API is taken to have recorded the enrolment a second ago (see recordTotpSince).
 */
export async function makeStaffWithTotp(username: string, options: { recorded?: boolean } = {}): Promise<string> {
  const poolId = process.env.USER_POOL_ID;
  const password = POOL_PASSWORD;
  await client().send(new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: username, GroupName: 'admin' }));
  await client().send(
    new AdminSetUserPasswordCommand({ UserPoolId: poolId, Username: username, Password: password, Permanent: true }),
  );
  const secret = await addAuthenticator(client(), inject('localStack').pool.userPoolClientId, {
    email: username,
    password,
  });
  if (secret === null) return ''; // already enrolled: the pool asks for a code instead
  // As if /me had recorded the authenticator a second ago: the callers' sign-ins (now) used a code.
  if (options.recorded !== false) await recordTotpSince(username, Math.floor(Date.now() / 1000) - 1);
  return secret;
}

/** Sets the second the API recorded a staff member's authenticator (custom:totp_since). */
export async function recordTotpSince(username: string, second: number): Promise<void> {
  await client().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: process.env.USER_POOL_ID,
      Username: username,
      UserAttributes: [{ Name: 'custom:totp_since', Value: String(second) }],
    }),
  );
}

/** Signs in with a password the way the local SPA does (USER_PASSWORD_AUTH); the error's name when refused. */
export async function passwordSignIn(email: string, password: string): Promise<'signed-in' | string> {
  try {
    const result = await client().send(
      new InitiateAuthCommand({
        ClientId: inject('localStack').pool.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return result.AuthenticationResult?.IdToken ? 'signed-in' : 'challenged';
  } catch (error) {
    return error instanceof Error ? error.name : 'failed';
  }
}
