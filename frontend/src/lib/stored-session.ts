/**
 * Whether this browser may hold a signed-in session: Amplify keeps the signed-in user under
 * `CognitoIdentityServiceProvider.<client id>.LastAuthUser` (any client id when none is given).
 */
export function hasStoredSession(clientId?: string): boolean {
  try {
    if (clientId) return localStorage.getItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`) !== null;
    return Object.keys(localStorage).some((key) => /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/.test(key));
  } catch {
    // Storage refused (private browsing): no session can have been kept.
    return false;
  }
}
