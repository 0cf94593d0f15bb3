import { copy } from '@taxback/shared';
import type { Caller } from './claims';
import { forbidden, totpRequired, unauthorized } from './errors';
import { judgeStanding, type EmailGuard } from './standing';

/** `judgeStanding` for an API request: the caller as the pool sees them, or the HTTP error that refuses them. */
export async function checkStanding(
  caller: Caller,
  authTime: number,
  level: 'user' | 'admin',
  emailGuard?: EmailGuard,
): Promise<Caller> {
  const verdict = await judgeStanding(caller, authTime, level, emailGuard);
  if (verdict === 'signed_out') throw unauthorized();
  if (verdict === 'not_staff') throw forbidden(copy.common.accessDenied);
  if (verdict === 'needs_totp') throw totpRequired();
  return verdict;
}
