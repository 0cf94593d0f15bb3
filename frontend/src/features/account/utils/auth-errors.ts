import { amplifyText } from '@/lib/amplify-i18n';
import { isApiError } from '@/lib/api-client';

const SESSION_GONE_ERRORS = new Set(['UserUnAuthenticatedException', 'NotAuthorizedException']);

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

/** Signing out of a session that no longer exists is still a successful sign-out. */
export const isSessionGoneError = (error: unknown) => SESSION_GONE_ERRORS.has(errorName(error));

export const isUserNotConfirmedError = (error: unknown) => errorName(error) === 'UserNotConfirmedException';

/** Amplify's errors (AuthError) carry a recovery suggestion; checked by shape so this module does not load Amplify. */
const isAmplifyError = (error: unknown): error is Error => error instanceof Error && 'recoverySuggestion' in error;

/** Cognito and our API word their errors for users; any other exception is a bug and gets a generic text. */
export function serverMessage(error: unknown): string | null {
  if (isAmplifyError(error)) return amplifyText(error.message);
  return isApiError(error) ? error.message : null;
}
