import { useQueryClient } from '@tanstack/react-query';
import { sameEmail, type SignInForm } from '@taxback/shared/auth/schemas';
import { copy } from '@taxback/shared/copy';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { amplifyAuth } from '@/lib/amplify';
import { getRuntimeConfig } from '@/lib/config';
import { meQueryKey } from '../api/get-me';
import { getSession, sessionQueryKey } from '../api/get-session';
import { registerSignIn } from '../api/register-sign-in';
import { isUserNotConfirmedError, serverMessage } from '../utils/auth-errors';
import { clearExistingSession } from '../utils/clear-session';
import { afterSignInPath } from '../utils/redirect-target';

/** Outcomes shown inside the form rather than as a toast, because the user has to act on them. */
export type SignInNotice = 'notConfirmed' | 'securityError';

export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [notice, setNotice] = useState<SignInNotice | null>(null);

  const submit = async ({ email, password }: SignInForm) => {
    setNotice(null);
    await clearExistingSession();
    try {
      const result = await (
        await amplifyAuth()
      ).signIn({
        username: email,
        password,
        options: { authFlowType: getRuntimeConfig().authFlowType },
      });
      if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return setNotice('notConfirmed');
      if (!result.isSignedIn) throw new Error(`Unsupported sign-in step ${result.nextStep.signInStep}`);

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
    } catch (error) {
      console.error('Sign-in failed', error);
      if (isUserNotConfirmedError(error)) return setNotice('notConfirmed');
      toast.error(copy.auth.signInErrorTitle, { description: serverMessage(error) ?? copy.common.unexpected });
    }
  };

  return { submit, notice };
}
