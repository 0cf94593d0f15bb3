import { SIGN_UP_KEY } from '@taxback/shared/constants';

/**
 * The browser that signs up keeps a random key per address; the pool keeps its SHA-256. The mailed link
 * confirms the account only with that key, so only the browser that chose the password can confirm it.
 */
type Keys = Record<string, string>;

function readKeys(): Keys {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SIGN_UP_KEY.storageKey) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Keys) : {};
  } catch {
    return {};
  }
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** Makes and remembers a key for a sign-up with `email`; returns the hash the pool keeps. */
export async function newSignUpKey(email: string): Promise<string> {
  const key = hex(crypto.getRandomValues(new Uint8Array(32)).buffer);
  const address = email.trim().toLowerCase();
  const recent = Object.entries(readKeys())
    .filter(([known]) => known !== address)
    .slice(-(SIGN_UP_KEY.remembered - 1));
  localStorage.setItem(SIGN_UP_KEY.storageKey, JSON.stringify(Object.fromEntries([...recent, [address, key]])));
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key)));
}

/** The address a confirmation link was mailed to (the token's payload; the server checks its signature). */
function addressOf(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const email = (JSON.parse(json) as { email?: unknown }).email;
    return typeof email === 'string' ? email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The key this browser kept for the sign-up a link confirms; undefined in any other browser. */
export function signUpKeyFor(token: string): string | undefined {
  const address = addressOf(token);
  return address ? readKeys()[address] : undefined;
}
