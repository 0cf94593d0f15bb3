import { Button, type ButtonProps } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/use-auth';

export function SignOutButton(props: Omit<ButtonProps, 'onClick' | 'isDisabled'>) {
  const { isSigningOut, signOut } = useAuth();
  const { key } = useLocation();
  return (
    <Button {...props} isDisabled={isSigningOut} onClick={() => void signOut(key)}>
      {isSigningOut ? copy.header.signingOut : copy.header.signOut}
    </Button>
  );
}
