import { copy, REAUTHENTICATION } from '@taxback/shared';
import { checkIdentityPassword } from '../adapters/identity';
import { takeRateLimitToken } from '../data/stores/rate-counter';
import type { Caller } from '../http/claims';
import { HttpError, tooManyRequests } from '../http/errors';

const HOUR = 3600;

/**
 * Asks the caller to prove, beyond their session, that they are the account's owner: the password, and the
 * TOTP code where the account has an authenticator. A stolen token carries neither. 403 naming the field that
 * is missing or wrong; 429 after too many tries in an hour.
 */
export async function requireReauthentication(
  caller: Caller,
  proof: { password: string; totpCode?: string | undefined },
): Promise<void> {
  if (!(await takeRateLimitToken('reauthentication', caller.userId, REAUTHENTICATION.triesPerAccountPerHour, HOUR))) {
    throw tooManyRequests();
  }
  const check = await checkIdentityPassword(caller.username, proof.password, proof.totpCode);
  if (check === 'verified') return;
  const text = copy.reauthentication;
  const [field, message] =
    check === 'wrong_password'
      ? ['password', text.wrongPassword]
      : ['totpCode', check === 'code_needed' ? text.codeNeeded : text.wrongCode];
  throw new HttpError(403, 'forbidden', message, { [field]: message });
}
