import { jwtVerify, SignJWT } from 'jose';
import { CONFIRMATION_LINK } from '@taxback/shared';
import { secret } from '../adapters/secrets';

const PURPOSE = 'confirm-email';
const signingKey = async () => new TextEncoder().encode(await secret('LINK_SIGNING_SECRET'));

/** A signed, expiring token that proves the holder received mail at the address. */
export async function createConfirmationToken(username: string, email: string, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose: PURPOSE, email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(username)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CONFIRMATION_LINK.validForSeconds)
    .sign(await signingKey());
}

export async function readConfirmationToken(token: string): Promise<{ username: string; email: string } | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { algorithms: ['HS256'] });
    if (payload.purpose !== PURPOSE || typeof payload.sub !== 'string' || typeof payload.email !== 'string')
      return null;
    return { username: payload.sub, email: payload.email };
  } catch {
    return null;
  }
}
