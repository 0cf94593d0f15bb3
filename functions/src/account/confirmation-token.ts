import { jwtVerify, SignJWT } from 'jose';
import { CONFIRMATION_LINK, EMAIL_CHANGE, PASSWORD_RESET } from '@taxback/shared';
import { secret } from '../adapters/secrets';

const CONFIRM = 'confirm-email';
const RESET = 'reset-password';
const CHANGE_EMAIL = 'change-email';
const UNDO_EMAIL_CHANGE = 'undo-email-change';
const signingKey = async () => new TextEncoder().encode(await secret('LINK_SIGNING_SECRET'));

async function sign(purpose: string, username: string, claims: Record<string, unknown>, validFor: number, now: Date) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose, ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(username)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + validFor)
    .sign(await signingKey());
}

async function read(token: string, purpose: string): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { algorithms: ['HS256'] });
    return payload.purpose === purpose && typeof payload.sub === 'string' ? payload : null;
  } catch {
    return null;
  }
}

/** A signed, expiring token that proves the holder received mail at the address. */
export async function createConfirmationToken(username: string, email: string, now = new Date()): Promise<string> {
  return sign(CONFIRM, username, { email }, CONFIRMATION_LINK.validForSeconds, now);
}

export async function readConfirmationToken(token: string): Promise<{ username: string; email: string } | null> {
  const payload = await read(token, CONFIRM);
  if (!payload || typeof payload.email !== 'string') return null;
  return { username: payload.sub as string, email: payload.email };
}

/**
 * A password-reset link's token. It names the account's sign-out marker when it was mailed: a reset moves
 * the marker, so each link works once, and a sign-out everywhere also voids the links mailed before it.
 */
export async function createPasswordResetToken(
  username: string,
  signedOutAt: number,
  now = new Date(),
): Promise<string> {
  return sign(RESET, username, { since: signedOutAt }, PASSWORD_RESET.linkValidForSeconds, now);
}

export async function readPasswordResetToken(token: string): Promise<{ username: string; since: number } | null> {
  const payload = await read(token, RESET);
  if (!payload || typeof payload.since !== 'number') return null;
  return { username: payload.sub as string, since: payload.since };
}

/**
 * An email-change link's token: the account (its user id), the new address and the pending change it
 * completes. Only the change stored last for the account matches, and completing removes it: one use.
 */
export async function createEmailChangeToken(
  userId: string,
  newEmail: string,
  changeId: string,
  now = new Date(),
): Promise<string> {
  return sign(CHANGE_EMAIL, userId, { email: newEmail, change: changeId }, EMAIL_CHANGE.linkValidForSeconds, now);
}

export async function readEmailChangeToken(
  token: string,
): Promise<{ userId: string; newEmail: string; changeId: string } | null> {
  const payload = await read(token, CHANGE_EMAIL);
  if (!payload || typeof payload.email !== 'string' || typeof payload.change !== 'string') return null;
  return { userId: payload.sub as string, newEmail: payload.email, changeId: payload.change };
}

/**
 * The "this was not me" link of the notices to the old address: the account, the address to keep, and the
 * change it undoes (one use per change).
 */
export async function createEmailChangeUndoToken(
  change: { username: string; keptEmail: string; changeId: string },
  now = new Date(),
): Promise<string> {
  const claims = { email: change.keptEmail, change: change.changeId };
  return sign(UNDO_EMAIL_CHANGE, change.username, claims, EMAIL_CHANGE.undoValidForSeconds, now);
}

export async function readEmailChangeUndoToken(
  token: string,
): Promise<{ username: string; keptEmail: string; changeId: string } | null> {
  const payload = await read(token, UNDO_EMAIL_CHANGE);
  if (!payload || typeof payload.email !== 'string' || typeof payload.change !== 'string') return null;
  return { username: payload.sub as string, keptEmail: payload.email, changeId: payload.change };
}
