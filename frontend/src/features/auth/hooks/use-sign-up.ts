import { type SignUpForm } from '@taxback/shared/auth/schemas';
import { copy } from '@taxback/shared/copy';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { amplifyAuth } from '@/lib/amplify';
import { sendConfirmationEmail } from '../api/send-confirmation-email';
import { serverMessage } from '../utils/auth-errors';
import { clearExistingSession } from '../utils/clear-session';

export function useSignUp() {
  const navigate = useNavigate();

  const submit = async ({ firstName, email, password }: SignUpForm) => {
    await clearExistingSession();
    try {
      await (
        await amplifyAuth()
      ).signUp({ username: email, password, options: { userAttributes: { email, given_name: firstName } } });
    } catch (error) {
      console.error('Sign-up failed', error);
      toast.error(copy.auth.signUpErrorTitle, { description: serverMessage(error) ?? copy.common.unexpected });
      return;
    }
    // The account exists already: a lost confirmation email must not turn the sign-up into a failure.
    await sendConfirmationEmail(email).catch((error: unknown) =>
      console.error('Could not request the confirmation email', error),
    );
    toast.success(copy.auth.signUpSuccessTitle, { description: copy.auth.signUpSuccessBody });
    await navigate('/account-created');
  };

  return { submit };
}
