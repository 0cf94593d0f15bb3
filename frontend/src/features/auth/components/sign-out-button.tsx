import { Button, type ButtonProps } from '@aws-amplify/ui-react';
import { messages } from '@taxback/shared/messages';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../hooks/use-auth';

export function SignOutButton(props: Omit<ButtonProps, 'onClick' | 'isDisabled'>) {
  const { isSigningOut, signOut } = useAuth();
  const { key } = useLocation();
  return (
    <Button {...props} isDisabled={isSigningOut} onClick={() => void signOut(key)}>
      {isSigningOut ? messages.header.signingOut : messages.header.signOut}
    </Button>
  );
}
