import { Alert, Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordFormSchema, passwordResetEmailFormSchema } from '@taxback/shared/auth/schemas';
import { copy } from '@taxback/shared/copy';
import { useForm, useWatch } from 'react-hook-form';
import { AppLink, ButtonLink } from '@/components/ui/router-links';
import { isApiError } from '@/lib/api-client';
import { useRequestPasswordReset, useResetPassword } from '../api/password-reset';
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
      <Flex direction="column" gap="medium" role="status">
        <Heading level={1} fontSize="xl">
          {copy.passwordReset.sentTitle}
        </Heading>
        <Text>{copy.passwordReset.sentBody}</Text>
        <AppLink to="/auth?mode=signin">{copy.auth.signIn}</AppLink>
      </Flex>
    );
  }

  return (
    <Flex
      as="form"
      direction="column"
      gap="medium"
      noValidate
      onSubmit={handleSubmit(({ email }) => request.mutate(email))}
    >
      <Heading level={1} fontSize="xl">
        {copy.passwordReset.title}
      </Heading>
      <Text>{copy.passwordReset.intro}</Text>
      {request.isError && (
        <Alert variation="error" role="alert">
          {errorText(request.error)}
        </Alert>
      )}
      <TextField
        label={copy.auth.email}
        type="email"
        autoComplete="username"
        isRequired
        hasError={errors.email !== undefined}
        errorMessage={errors.email?.message}
        {...register('email')}
      />
      <Button
        type="submit"
        variation="primary"
        isFullWidth
        isLoading={request.isPending}
        loadingText={copy.passwordReset.sending}
      >
        {copy.passwordReset.send}
      </Button>
    </Flex>
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
      <Flex direction="column" gap="medium" role="status">
        <Heading level={1} fontSize="xl">
          {copy.passwordReset.doneTitle}
        </Heading>
        <Text>{copy.passwordReset.doneBody}</Text>
        <ButtonLink to="/auth?mode=signin" variation="primary" isFullWidth>
          {copy.auth.signIn}
        </ButtonLink>
      </Flex>
    );
  }

  return (
    <Flex
      as="form"
      direction="column"
      gap="medium"
      noValidate
      onSubmit={handleSubmit((form) => reset.mutate(form.password))}
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
      <NewPasswordFields
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        typed={password}
        passwordsDiffer={passwordsDiffer}
      />
      <Button
        type="submit"
        variation="primary"
        isFullWidth
        isDisabled={!isValid || reset.isPending}
        isLoading={reset.isPending}
        loadingText={copy.passwordReset.saving}
      >
        {copy.passwordReset.save}
      </Button>
    </Flex>
  );
}
