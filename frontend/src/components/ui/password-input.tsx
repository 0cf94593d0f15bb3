import { PasswordField, type PasswordFieldProps } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';

/** Amplify's PasswordField with its screen-reader texts taken from our catalogue. */
export const PasswordInput = (props: PasswordFieldProps) => (
  <PasswordField
    showPasswordButtonLabel={copy.auth.showPassword}
    passwordIsHiddenLabel={copy.auth.passwordIsHidden}
    passwordIsShownLabel={copy.auth.passwordIsShown}
    {...props}
  />
);
