import { signUpNameForProfile, type MeResponse } from '@taxback/shared';
import { getIdentityUser, recordStaffTotp, signOutEverywhere as endAllSessions } from '../adapters/identity';
import { createProfileIfAbsent, getProfileItem } from '../data/stores/profile';
import type { Caller } from '../http/claims';
import { unauthorized } from '../http/errors';
import { noContent, ok, operation } from '../http/lambda-handler';

const meOf = (caller: Caller, firstName: string | null | undefined): MeResponse => ({
  userId: caller.userId,
  email: caller.email,
  firstName: firstName ?? null,
  isAdmin: caller.isAdmin,
  needsTotp: caller.needsTotp === true,
});

/**
 * A staff member's new authenticator is recorded by the first /me that sees it, which ends every session (this one
 * too: 401), so the next sign-in is challenged for a code; a removed one's record is cleared.
 */
async function recordTotp(caller: Caller): Promise<void> {
  if (!caller.totpToRecord) return;
  await recordStaffTotp(caller.username, caller.totpToRecord);
  if (caller.totpToRecord === 'enrolled') throw unauthorized();
}

export const getMe = operation('getMe', async ({ caller }) => {
  await recordTotp(caller);
  const profile = await getProfileItem(caller.userId);
  return ok(meOf(caller, profile?.firstName));
});

/** Called by the SPA after each sign-in: the profile is created on the first one. */
export const registerSignIn = operation('registerSignIn', async ({ caller }) => {
  await recordTotp(caller);
  const existing = await getProfileItem(caller.userId);
  if (existing) return ok(meOf(caller, existing.firstName));
  const identity = await getIdentityUser(caller.username);
  await createProfileIfAbsent(caller.userId, caller.email, signUpNameForProfile(identity?.firstName));
  const profile = await getProfileItem(caller.userId);
  return ok(meOf(caller, profile?.firstName));
});

/** Tokens signed in until now stop working on every device; the next request with one answers 401. */
export const signOutEverywhere = operation('signOutEverywhere', async ({ caller }) => {
  await endAllSessions(caller.username);
  return noContent();
});
