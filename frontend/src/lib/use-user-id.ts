import { useAuth } from './use-auth';

/**
 * The signed-in user's id, for the query keys of their own data: a second user signing in on the same
 * tab must never be shown the first one's cached answers. Empty while signed out (queries stay off).
 */
export const useUserId = (): string => useAuth().session?.userId ?? '';
