import { TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { signUpFormSchema } from '@taxback/shared/account/auth-schemas';
import { copy } from '@taxback/shared/copy';
import { useForm, useWatch } from 'react-hook-form';
import { useSignUp } from '../hooks/use-sign-up';
import { AuthForm, EmailField } from './auth-form';
import { NewPasswordFields } from './new-password-fields';

export function SignUpForm() {
  const { submit } = useSignUp();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, touchedFields, dirtyFields, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onChange',
    defaultValues: { firstName: '', email: '', password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const passwordsDiffer = Boolean(dirtyFields.confirmPassword) && password !== confirmPassword;
  const firstNameError = touchedFields.firstName ? errors.firstName?.message : undefined;
  const emailError = touchedFields.email ? errors.email?.message : undefined;

  return (
    <AuthForm
      onSubmit={handleSubmit(submit)}
      submitLabel={copy.auth.createAccount}
      busyLabel={copy.auth.creatingAccount}
      busy={isSubmitting}
      disabled={!isValid}
    >
      <TextField
        label={copy.auth.firstName}
        autoComplete="given-name"
        isRequired
        hasError={firstNameError !== undefined}
        errorMessage={firstNameError}
        {...register('firstName')}
      />
      <EmailField autoComplete="email" error={emailError} {...register('email')} />
      <NewPasswordFields register={register} typed={password} passwordsDiffer={passwordsDiffer} />
    </AuthForm>
  );
}
