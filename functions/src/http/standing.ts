import { getAccountStanding, type AccountStanding } from '../adapters/identity';
import { config } from '../config';
import { ADMIN_GROUP, type Caller } from './claims';
import { forbidden, totpRequired, unauthorized } from './errors';
import { copy, isSignedOut } from '@taxback/shared';

interface Cached {
  standing: AccountStanding | null;
  until: number;
}

const cache = new Map<string, Cached>();
const MAX_CACHED = 5_000;

/** What the pool says about the caller, reused for `identityCacheSeconds` (never locally). */
async function standingOf(caller: Caller, withGroups: boolean): Promise<AccountStanding | null> {
  const ttl = config.identityCacheSeconds * 1000;
  const key = `${caller.username}|${withGroups}`;
  const now = Date.now();
  const hit = ttl > 0 ? cache.get(key) : undefined;
  if (hit && hit.until > now) return hit.standing;
  const standing = await getAccountStanding(caller.username, withGroups);
  // A member of staff who is setting up TOTP is asked again at once, so the back office opens right after.
  const settingUpTotp = standing !== null && withGroups && !standing.hasTotp;
  if (ttl > 0 && !settingUpTotp) {
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, { standing, until: now + ttl });
  }
  return standing;
}

/** Forgets what was cached (tests, and a Lambda that has just changed a person's standing itself). */
export const forgetStandings = () => cache.clear();

/**
 * Checks that a verified token still belongs to someone the pool accepts: the account exists, is
 * enabled, was not signed out everywhere after the token's sign-in, and, for staff, is still in the
 * admin group. The group and TOTP are read for callers whose token claims staff only.
 */
export async function checkStanding(caller: Caller, authTime: number, level: 'user' | 'admin'): Promise<Caller> {
  const standing = await standingOf(caller, caller.isAdmin);
  if (!standing || !standing.enabled || isSignedOut(authTime, standing.signedOutAt)) throw unauthorized();
  const isAdmin = caller.isAdmin && standing.groups.includes(ADMIN_GROUP);
  const needsTotp = isAdmin && !standing.hasTotp;
  if (level === 'admin') {
    if (!isAdmin) throw forbidden(copy.common.accessDenied);
    if (needsTotp) throw totpRequired();
  }
  return { ...caller, isAdmin, needsTotp };
}
