/** Amplify Auth's sign-up, sign-in and authenticator set-up flows: downloaded only by the pages that run them. */
export { confirmSignIn, setUpTOTP, signIn, signUp, updateMFAPreference, verifyTOTPSetup } from 'aws-amplify/auth';
