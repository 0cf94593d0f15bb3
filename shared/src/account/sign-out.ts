import { SESSIONS } from '../constants';

/**
 * Signing out everywhere records a second (epoch seconds): from then on a token whose sign-in (`auth_time`,
 * also whole seconds) is at or before it is refused. A sign-in made later in that same second cannot be told
 * apart from one made before the sign-out, so the sign-out answers only once its second is over: a sign-in
 * that follows the answer always carries a later second and is accepted.
 */
export const signedOutSecond = (nowMs: number): number => Math.floor(nowMs / 1000);

/** Whether a token signed in at `authTime` was ended by the sign-out recorded at `signedOutAt` (0: never). */
export const isSignedOut = (authTime: number, signedOutAt: number): boolean => authTime <= signedOutAt;

/** How long the sign-out still waits, at `nowMs`, before it answers (see above). */
export const signOutSettleMs = (signedOutAt: number, nowMs: number): number =>
  Math.max(0, (signedOutAt + 1) * 1000 + SESSIONS.signOutClockMarginMs - nowMs);

/**
 * Whether a staff session used the authenticator. Cognito's ID tokens say nothing of how the person signed in,
 * so the API records the second it first saw the enrolment (`totpSince`) and ends every session then: only a
 * sign-in after that second was challenged for a code. `unrecorded`: enrolled, not yet recorded (and so not
 * yet signed out); `removed`: recorded once, no authenticator now (the record is cleared, so a new enrolment
 * ends the sessions again).
 */
export type StaffTotp = 'absent' | 'removed' | 'unrecorded' | 'before' | 'proven';

export function staffTotp(hasTotp: boolean, totpSince: number, authTime: number): StaffTotp {
  if (!hasTotp) return totpSince > 0 ? 'removed' : 'absent';
  if (totpSince <= 0) return 'unrecorded';
  return authTime <= totpSince ? 'before' : 'proven';
}
