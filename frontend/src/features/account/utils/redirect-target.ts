import type { Location } from 'react-router-dom';

/** Router state set by the protected routes so that sign-in can return the user where they were going. */
export interface AuthRedirectState {
  from: Location;
}

const DEFAULT_AFTER_SIGN_IN = '/account';

export function afterSignInPath(state: unknown): string {
  const from = (state as Partial<AuthRedirectState> | null)?.from;
  if (!from?.pathname || from.pathname.startsWith('/auth')) return DEFAULT_AFTER_SIGN_IN;
  return `${from.pathname}${from.search}${from.hash}`;
}
