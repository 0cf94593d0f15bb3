import { PasswordField, type PasswordFieldProps } from '@aws-amplify/ui-react';
import { messages } from '@taxback/shared/messages';

/** Amplify's PasswordField with its screen-reader texts taken from our catalogue. */
export const PasswordInput = (props: PasswordFieldProps) => (
  <PasswordField
    showPasswordButtonLabel={messages.auth.showPassword}
    passwordIsHiddenLabel={messages.auth.passwordIsHidden}
    passwordIsShownLabel={messages.auth.passwordIsShown}
    {...props}
  />
);
