import { type SignUpForm } from '@taxback/shared/account/auth-schemas';
import { SIGN_UP_KEY } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { amplifySignIn } from '@/lib/amplify';
import { sendConfirmationEmail } from '../api/send-confirmation-email';
import { serverMessage } from '../utils/auth-errors';
import { clearExistingSession } from '../utils/clear-session';
import { newSignUpKey } from '../utils/sign-up-key';

const requestConfirmationMail = (email: string) =>
  sendConfirmationEmail(email).catch((error: unknown) =>
    console.error('Could not request the confirmation email', error),
  );

export function useSignUp() {
  const navigate = useNavigate();

  const submit = async ({ firstName, email, password }: SignUpForm) => {
    await clearExistingSession();
    try {
      const signUpKeyHash = await newSignUpKey(email);
      await (
        await amplifySignIn()
      ).signUp({
        username: email,
        password,
        options: {
          // The address is the user name, which the pool copies into `email`: the app client may not write email.
          userAttributes: { given_name: firstName, [`custom:${SIGN_UP_KEY.attribute}`]: signUpKeyHash },
        },
      });
    } catch (error) {
      console.error('Sign-up failed', error);
      if (error instanceof Error && error.name === 'UsernameExistsException') {
        // Maybe someone else's unconfirmed sign-up: the address's owner gets a link to free it.
        await requestConfirmationMail(email);
        toast.error(copy.auth.signUpErrorTitle, { description: copy.auth.addressInUse, duration: 15_000 });
        return;
      }
      toast.error(copy.auth.signUpErrorTitle, { description: serverMessage(error) ?? copy.common.unexpected });
      return;
    }
    // The account exists already: a lost confirmation email must not turn the sign-up into a failure.
    await requestConfirmationMail(email);
    // No toast: the page it leads to says the account was created and to check the mail.
    await navigate('/account-created');
  };

  return { submit };
}
