import { amplifyAuth } from '@/lib/amplify';

/** Drops whatever session the browser holds before a new sign-in or sign-up; failing to is not fatal. */
export async function clearExistingSession(): Promise<void> {
  try {
    await (await amplifyAuth()).signOut();
  } catch (error) {
    console.error('Could not clear the previous session', error);
  }
}
