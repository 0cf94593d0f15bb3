import { useQueryClient } from '@tanstack/react-query';
import { sameEmail, type SignInForm } from '@taxback/shared/account/auth-schemas';
import { copy } from '@taxback/shared/copy';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { amplifySignIn } from '@/lib/amplify';
import { getRuntimeConfig } from '@/lib/config';
import { meQueryKey } from '../api/get-me';
import { getSession, sessionQueryKey } from '../api/get-session';
import { registerSignIn } from '../api/register-sign-in';
import { isUserNotConfirmedError, serverMessage } from '../utils/auth-errors';
import { clearExistingSession } from '../utils/clear-session';
import { afterSignInPath } from '@/features/account/utils/redirect-target';

/** Outcomes shown inside the form rather than as a toast, because the user has to act on them. */
export type SignInNotice = 'notConfirmed' | 'securityError';

export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [notice, setNotice] = useState<SignInNotice | null>(null);
  /** Set while Cognito waits for an authenticator code (staff): the e-mail the password was given for. */
  const [awaitingCodeFor, setAwaitingCodeFor] = useState<string | null>(null);

  /** After Cognito signed the person in: the same person as typed, the profile, then where they were going. */
  const finish = async (email: string) => {
    const session = await getSession();
    if (!session || !sameEmail(session.email, email)) {
      console.error('The signed-in user does not match the email entered');
      await clearExistingSession();
      return setNotice('securityError');
    }
    const me = await registerSignIn().catch(async (error: unknown) => {
      await clearExistingSession();
      throw error;
    });
    queryClient.setQueryData(sessionQueryKey, session);
    queryClient.setQueryData(meQueryKey(session.userId), me);
    toast.success(copy.auth.signInSuccess);
    await navigate(afterSignInPath(location.state), { replace: true });
  };

  const failed = (error: unknown) => {
    console.error('Sign-in failed', error);
    if (isUserNotConfirmedError(error)) return setNotice('notConfirmed');
    toast.error(copy.auth.signInErrorTitle, { description: serverMessage(error) ?? copy.common.unexpected });
  };

  const submit = async ({ email, password }: SignInForm) => {
    setNotice(null);
    await clearExistingSession();
    try {
      const result = await (
        await amplifySignIn()
      ).signIn({
        username: email,
        password,
        options: { authFlowType: getRuntimeConfig().authFlowType },
      });
      if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return setNotice('notConfirmed');
      if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return setAwaitingCodeFor(email);
      if (!result.isSignedIn) throw new Error(`Unsupported sign-in step ${result.nextStep.signInStep}`);
      await finish(email);
    } catch (error) {
      failed(error);
    }
  };

  /** The second step of a staff sign-in; false when Cognito refused the code (the form says so). */
  const submitCode = async (code: string): Promise<boolean> => {
    if (!awaitingCodeFor) return false;
    const accepted = await (await amplifySignIn()).confirmSignIn({ challengeResponse: code }).then(
      (result) => result.isSignedIn,
      (error: unknown) => (console.warn('Sign-in code refused', error), false),
    );
    if (!accepted) return false;
    setAwaitingCodeFor(null);
    await finish(awaitingCodeFor).catch(failed);
    return true;
  };

  return { submit, submitCode, awaitingCode: awaitingCodeFor !== null, notice };
}
