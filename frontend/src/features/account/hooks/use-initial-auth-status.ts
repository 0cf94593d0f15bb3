import { useState } from 'react';
import { useAuth, type AuthStatus } from '@/lib/use-auth';

/**
 * The auth status as it was when the page first knew it. The auth page redirects a user who arrives
 * signed in, but must not react to the sign-in it performs itself.
 */
export function useInitialAuthStatus(): Exclude<AuthStatus, 'loading'> | null {
  const { status } = useAuth();
  const [initialStatus, setInitialStatus] = useState(status === 'loading' ? null : status);
  if (initialStatus === null && status !== 'loading') setInitialStatus(status);
  return initialStatus;
}
