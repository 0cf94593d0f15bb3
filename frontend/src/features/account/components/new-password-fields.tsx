import { Flex } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordChecklist } from './password-checklist';
import { PasswordInput } from '@/components/ui/password-input';

interface NewPasswordFieldsProps {
  /** The form's `register`: the fields are its `password` and `confirmPassword`. */
  register: (name: 'password' | 'confirmPassword') => UseFormRegisterReturn;
  /** What is typed so far, checked against the rules as the person types. */
  typed: string;
  passwordsDiffer: boolean;
}

/** A new password with the rules it must meet, and the same password again. */
export function NewPasswordFields({ register, typed, passwordsDiffer }: NewPasswordFieldsProps) {
  const checklistId = useId();
  return (
    <>
      <Flex direction="column" gap="xs">
        <PasswordInput
          label={copy.auth.newPassword}
          autoComplete="new-password"
          isRequired
          aria-describedby={checklistId}
          {...register('password')}
        />
        <PasswordChecklist id={checklistId} password={typed} />
      </Flex>
      <PasswordInput
        label={copy.auth.confirmPassword}
        autoComplete="new-password"
        isRequired
        hasError={passwordsDiffer}
        errorMessage={copy.auth.passwordsMustMatch}
        {...register('confirmPassword')}
      />
    </>
  );
}
