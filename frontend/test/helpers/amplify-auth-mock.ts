import { vi } from 'vitest';

/** Module used in place of aws-amplify/auth: `vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'))`. */
const actual = await vi.importActual<typeof import('aws-amplify/auth')>('aws-amplify/auth');

export const AuthError = actual.AuthError;
export const fetchAuthSession = vi.fn<typeof actual.fetchAuthSession>();
export const signIn = vi.fn<typeof actual.signIn>();
export const signOut = vi.fn<typeof actual.signOut>();
export const signUp = vi.fn<typeof actual.signUp>();
export const confirmSignIn = vi.fn<typeof actual.confirmSignIn>();
export const setUpTOTP = vi.fn<typeof actual.setUpTOTP>();
export const verifyTOTPSetup = vi.fn<typeof actual.verifyTOTPSetup>();
export const updateMFAPreference = vi.fn<typeof actual.updateMFAPreference>();
