import { getAccountStanding, type AccountStanding } from '../adapters/identity';
import { config } from '../config';
import { ADMIN_GROUP, type Caller } from './claims';
import { isSignedOut, staffTotp } from '@taxback/shared/account/sign-out';

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
  // A member of staff who is setting up TOTP is asked again at once, so the back office opens right after (and
  // the authenticator is recorded at once).
  const settingUpTotp = standing !== null && withGroups && (!standing.hasTotp || standing.totpSince === 0);
  if (ttl > 0 && !settingUpTotp) {
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, { standing, until: now + ttl });
  }
  return standing;
}

/** Forgets what was cached (tests, and a Lambda that has just changed a person's standing itself). */
export const forgetStandings = () => cache.clear();

/** Why the pool no longer lets a verified caller in at the level asked for. */
export type StandingRefusal = 'signed_out' | 'not_staff' | 'needs_totp';

/**
 * Whether the pool's sign-in address is not the one the API set, repairing it where the function can (the
 * account function: see account/sign-in-email.ts). Every function refuses an address that is not verified.
 */
export type EmailGuard = (caller: Caller, standing: AccountStanding) => Promise<boolean>;
const unverifiedEmail: EmailGuard = async (_caller, standing) => !standing.emailVerified;

/** Whether a verdict of `judgeStanding` lets the caller in (null: the pool could not be asked). */
export const isAdmitted = (verdict: Caller | StandingRefusal | null): verdict is Caller =>
  verdict !== null && typeof verdict === 'object';

/**
 * Whether a verified token still belongs to someone the pool accepts: the account exists, is enabled, was
 * not signed out everywhere after the token's sign-in, holds the sign-in address the API set, and, for staff, is
 * still in the admin group and signed in after the API recorded their authenticator. The group and TOTP are read
 * for callers whose token claims staff only. The caller as the pool sees them, or why not.
 * (Free of HTTP and of the catalogue: the WebSocket authorizer needs neither; http/check-standing.ts words it.)
 */
export async function judgeStanding(
  caller: Caller,
  authTime: number,
  level: 'user' | 'admin',
  emailTampered: EmailGuard = unverifiedEmail,
): Promise<Caller | StandingRefusal> {
  const standing = await standingOf(caller, caller.isAdmin);
  if (!standing || !standing.enabled || isSignedOut(authTime, standing.signedOutAt)) return 'signed_out';
  if (await emailTampered(caller, standing)) {
    forgetStandings();
    return 'signed_out';
  }
  const inGroup = caller.isAdmin && standing.groups.includes(ADMIN_GROUP);
  const totp = inGroup ? staffTotp(standing.hasTotp, standing.totpSince, authTime) : 'absent';
  // A session from before the authenticator may have used the password alone: it is not a staff session.
  if (totp === 'before') return 'signed_out';
  const needsTotp = inGroup && (totp === 'absent' || totp === 'removed');
  const isAdmin = inGroup && totp !== 'unrecorded';
  if (level === 'admin') {
    if (!inGroup) return 'not_staff';
    if (totp === 'unrecorded') return 'signed_out';
    if (needsTotp) return 'needs_totp';
  }
  const totpToRecord = totp === 'unrecorded' ? 'enrolled' : totp === 'removed' ? 'removed' : undefined;
  return { ...caller, isAdmin, needsTotp, ...(totpToRecord ? { totpToRecord } : {}) };
}
