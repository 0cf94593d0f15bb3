import { Alert, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordFormSchema, passwordResetEmailFormSchema } from '@taxback/shared/account/auth-schemas';
import { copy } from '@taxback/shared/copy';
import { useForm, useWatch } from 'react-hook-form';
import { AppLink } from '@/components/ui/router-links';
import { isApiError } from '@/lib/api-client';
import { useRequestPasswordReset, useResetPassword } from '../api/password-reset';
import { AuthForm, AuthOutcome, EmailField } from './auth-form';
import { NewPasswordFields } from './new-password-fields';

const errorText = (error: unknown) => (isApiError(error) ? error.message : copy.common.unexpected);

/** Asks for the reset link: the same answer whether or not the address has an account. */
export function PasswordResetRequest() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordResetEmailFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  if (request.isSuccess) {
    return (
      <AuthOutcome
        role="status"
        title={copy.passwordReset.sentTitle}
        body={copy.passwordReset.sentBody}
        action={<AppLink to="/auth?mode=signin">{copy.auth.signIn}</AppLink>}
      />
    );
  }

  return (
    <AuthForm
      onSubmit={handleSubmit(({ email }) => request.mutate(email))}
      alert={request.isError ? { text: errorText(request.error) } : null}
      submitLabel={copy.passwordReset.send}
      busyLabel={copy.passwordReset.sending}
      busy={request.isPending}
      intro={
        <>
          <Heading level={1} fontSize="xl">
            {copy.passwordReset.title}
          </Heading>
          <Text>{copy.passwordReset.intro}</Text>
        </>
      }
    >
      <EmailField error={errors.email?.message} {...register('email')} />
    </AuthForm>
  );
}

/** Chooses the new password with the mailed link's token; the server then signs the account out everywhere. */
export function PasswordResetForm({ token }: { token: string }) {
  const reset = useResetPassword(token);
  const {
    control,
    register,
    handleSubmit,
    formState: { dirtyFields, isValid },
  } = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const passwordsDiffer = Boolean(dirtyFields.confirmPassword) && password !== confirmPassword;

  if (reset.isSuccess) {
    return (
      <AuthOutcome
        role="status"
        title={copy.passwordReset.doneTitle}
        body={copy.passwordReset.doneBody}
        next={{ to: '/auth?mode=signin', label: copy.auth.signIn }}
      />
    );
  }

  return (
    <AuthForm
      onSubmit={handleSubmit((form) => reset.mutate(form.password))}
      submitLabel={copy.passwordReset.save}
      busyLabel={copy.passwordReset.saving}
      busy={reset.isPending}
      disabled={!isValid}
    >
      <Heading level={1} fontSize="xl">
        {copy.passwordReset.newTitle}
      </Heading>
      {reset.isError && (
        <Flex direction="column" gap="small">
          <Alert variation="error" role="alert">
            {errorText(reset.error)}
          </Alert>
          <AppLink to="/reset-password">{copy.passwordReset.askAgain}</AppLink>
        </Flex>
      )}
      <NewPasswordFields register={register} typed={password} passwordsDiffer={passwordsDiffer} />
    </AuthForm>
  );
}
