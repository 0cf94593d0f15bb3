import { passwordRules, type PasswordRule } from '@taxback/shared/account/password-rules';

/** What Cognito answers, rule by rule, when a password does not conform with the pool's policy. */
const cognitoWording: Record<PasswordRule['id'], string> = {
  length: 'Password not long enough',
  digit: 'Password must have numeric characters',
  lowercase: 'Password must have lowercase characters',
  uppercase: 'Password must have uppercase characters',
  symbol: 'Password must have symbol characters',
};

/**
 * Why the pool would refuse a password, in Cognito's words (null: it conforms). cognito-local stores a pool's
 * policy but never applies it; the local stack refuses, with the shared rule, what AWS refuses.
 */
export function passwordRefusal(password: string): string | null {
  const broken = passwordRules.find((rule) => !rule.test(password));
  return broken ? `Password did not conform with policy: ${cognitoWording[broken.id]}` : null;
}

/** The password a request of cognito-local sets, by the name of the call (those that set none are absent). */
export const passwordOfRequest: Record<string, (request: Record<string, unknown>) => unknown> = {
  SignUp: (request) => request.Password,
  AdminSetUserPassword: (request) => request.Password,
  AdminCreateUser: (request) => request.TemporaryPassword,
  ChangePassword: (request) => request.ProposedPassword,
  ConfirmForgotPassword: (request) => request.Password,
  RespondToAuthChallenge: (request) =>
    (request.ChallengeResponses as Record<string, unknown> | undefined)?.NEW_PASSWORD,
};
