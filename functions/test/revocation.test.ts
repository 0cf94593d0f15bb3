import {
  AdminAddUserToGroupCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { setTimeout } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { copy, SESSIONS } from '@taxback/shared';
import { config } from '../src/config';
import { invoke, newCaller } from './support/invoke';
import { createUser, ensureInPool, makeStaffWithTotp, uniqueEmail, userRecord } from './support/identity';
import { SIGNED_OUT_AT_ATTRIBUTE, TOTP_SINCE_ATTRIBUTE } from '../src/adapters/identity';
import type { Caller } from '../src/http/claims';

const cognito = () => new CognitoIdentityProviderClient({});
const poolUser = async (caller: Caller) => ({
  UserPoolId: process.env.USER_POOL_ID,
  Username: (await ensureInPool(caller)).username,
});

describe('a token whose person the pool no longer accepts', () => {
  it('is refused with 401 on the next request once the account is deleted', async () => {
    const caller = newCaller();
    expect((await invoke('getMe', { caller })).status).toBe(200);
    await cognito().send(new AdminDeleteUserCommand(await poolUser(caller)));
    const refused = await invoke('getMe', { caller });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'unauthorized', message: copy.common.unauthorized });
    expect((await invoke('createApplication', { caller, body: {} })).status).toBe(401);
  });

  it('is refused while the account is disabled, and accepted again once it is enabled', async () => {
    const caller = newCaller();
    await cognito().send(new AdminDisableUserCommand(await poolUser(caller)));
    expect((await invoke('getMe', { caller })).status).toBe(401);
    await cognito().send(new AdminEnableUserCommand(await poolUser(caller)));
    expect((await invoke('getMe', { caller })).status).toBe(200);
  });

  it('is refused when it is an access token, even for a person in good standing', async () => {
    const caller = newCaller();
    expect((await invoke('getMe', { caller, tokenUse: 'access' })).status).toBe(401);
  });
});

describe('how long an instance trusts what the pool said', () => {
  it('is the shared constant in AWS, at most a minute, and not at all locally', () => {
    const local = process.env.IDENTITY_CACHE_SECONDS;
    try {
      delete process.env.IDENTITY_CACHE_SECONDS;
      expect(config.identityCacheSeconds).toBe(SESSIONS.identityCacheSeconds);
      expect(config.identityCacheSeconds).toBeLessThanOrEqual(60);
    } finally {
      if (local !== undefined) process.env.IDENTITY_CACHE_SECONDS = local;
    }
    expect(config.identityCacheSeconds).toBe(0);
  });
});

describe('staff removed from the admin group', () => {
  it('are refused admin routes (403) on the next request, and are no longer staff for /me', async () => {
    const staff = newCaller({ isAdmin: true });
    expect((await invoke('getDashboardStats', { caller: staff })).status).toBe(200);
    await cognito().send(new AdminRemoveUserFromGroupCommand({ ...(await poolUser(staff)), GroupName: 'admin' }));
    const refused = await invoke('getDashboardStats', { caller: staff });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(copy.common.accessDenied);
    expect((await invoke('getMe', { caller: staff })).body).toMatchObject({ isAdmin: false, needsTotp: false });
  });
});

describe('staff without a TOTP authenticator', () => {
  it('are refused every admin route with mfa_required, and /me tells the SPA to enrol', async () => {
    const created = await createUser(uniqueEmail('staff'));
    const staff = { ...created, isAdmin: true };
    await cognito().send(new AdminAddUserToGroupCommand({ ...(await poolUser(created)), GroupName: 'admin' }));

    for (const name of ['getDashboardStats', 'listAdminApplications', 'listNotifications'] as const) {
      const refused = await invoke(name, { caller: staff });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'mfa_required', message: copy.common.staffTotpRequired });
    }
    expect((await invoke('getMe', { caller: staff })).body).toMatchObject({ isAdmin: true, needsTotp: true });
  });
});

describe('staff who enrol an authenticator', () => {
  const attributeOf = async (username: string, name: string) =>
    Number((await userRecord(username)).UserAttributes?.find((item) => item.Name === name)?.Value ?? 0);

  it('do not turn a password-only session from before the enrolment into a staff session', async () => {
    const created = await createUser(uniqueEmail('staff'));
    const staff = { ...created, isAdmin: true };
    const passwordOnly = { caller: staff, authTime: Math.floor(Date.now() / 1000) - 60 };
    await cognito().send(new AdminAddUserToGroupCommand({ ...(await poolUser(created)), GroupName: 'admin' }));
    expect((await invoke('getMe', passwordOnly)).body).toMatchObject({ isAdmin: true, needsTotp: true });

    await makeStaffWithTotp(created.username, { recorded: false });

    // Enrolled but not yet recorded: no session is a staff session, nor one for the WebSocket's staff pushes.
    expect((await invoke('getDashboardStats', passwordOnly)).status).toBe(401);
    expect((await invoke('listAdminApplications', passwordOnly)).status).toBe(401);
    // The first /me records the enrolment and ends every session, its own too.
    expect((await invoke('getMe', passwordOnly)).status).toBe(401);
    const totpSince = await attributeOf(created.username, TOTP_SINCE_ATTRIBUTE);
    expect(totpSince).toBeGreaterThanOrEqual(passwordOnly.authTime);
    expect(await attributeOf(created.username, SIGNED_OUT_AT_ATTRIBUTE)).toBeGreaterThanOrEqual(totpSince);
    expect((await invoke('getDashboardStats', passwordOnly)).status).toBe(401);
    expect((await invoke('getMe', { caller: staff, authTime: totpSince })).status).toBe(401);

    // The next sign-in, which Cognito challenged for a code, opens the back office.
    const withCode = { caller: staff, authTime: Math.floor(Date.now() / 1000) };
    expect(withCode.authTime).toBeGreaterThan(totpSince);
    expect((await invoke('getDashboardStats', withCode)).status).toBe(200);
    expect((await invoke('getMe', withCode)).body).toMatchObject({ isAdmin: true, needsTotp: false });
    expect(await attributeOf(created.username, TOTP_SINCE_ATTRIBUTE)).toBe(totpSince);
  });
});

describe('POST /me/sign-out', () => {
  it('ends every session signed in until then; a later sign-in works', async () => {
    const caller = newCaller();
    const { signedInAt } = await ensureInPool(caller);
    const otherDevice = { caller, authTime: signedInAt - 60 };
    expect((await invoke('getMe', otherDevice)).status).toBe(200);

    expect((await invoke('signOutEverywhere', { caller })).status).toBe(204);

    expect((await invoke('getMe', { caller })).status).toBe(401);
    expect((await invoke('getMe', otherDevice)).status).toBe(401);
    const later = Math.floor(Date.now() / 1000) + 1;
    expect((await invoke('getMe', { caller, authTime: later })).status).toBe(200);
  });

  it('answers once the second it recorded is over: a sign-in right after it works, one in that second does not', async () => {
    const caller = newCaller();
    const { username } = await ensureInPool(caller);
    // Early in a second, as a sign-out without the wait would have answered long before that second ends.
    await setTimeout(1000 - (Date.now() % 1000));

    expect((await invoke('signOutEverywhere', { caller })).status).toBe(204);
    const signedInRightAfter = Math.floor(Date.now() / 1000);

    const signedOutAt = Number(
      (await userRecord(username)).UserAttributes?.find((item) => item.Name === SIGNED_OUT_AT_ATTRIBUTE)?.Value,
    );
    expect(signedInRightAfter).toBeGreaterThan(signedOutAt);
    expect((await invoke('getMe', { caller, authTime: signedInRightAfter })).status).toBe(200);
    expect((await invoke('getMe', { caller, authTime: signedOutAt })).status).toBe(401);
  });
});
