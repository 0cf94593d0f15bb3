import { Alert, Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { signInFormSchema } from '@taxback/shared/auth/schemas';
import { copy } from '@taxback/shared/copy';
import { useForm } from 'react-hook-form';
import { AppLink } from '@/components/ui/router-links';
import { useSignIn, type SignInNotice } from '../hooks/use-sign-in';
import { PasswordInput } from '@/components/ui/password-input';
import { TotpCodeFields } from './totp-code-form';

// Read when shown, so the notice is in the current language.
const noticeText = (notice: SignInNotice): string => copy.auth[notice];

export function SignInForm() {
  const { submit, submitCode, awaitingCode, notice } = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signInFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  if (awaitingCode) {
    return (
      <Flex direction="column" gap="medium">
        <Heading level={2} fontSize="large">
          {copy.staffTotp.codeHeading}
        </Heading>
        <TotpCodeFields onCode={submitCode} />
      </Flex>
    );
  }

  return (
    <Flex as="form" direction="column" gap="medium" noValidate onSubmit={handleSubmit(submit)}>
      {notice && (
        <Alert variation={notice === 'securityError' ? 'error' : 'warning'} role="alert">
          {noticeText(notice)}
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
      <PasswordInput
        label={copy.auth.password}
        autoComplete="current-password"
        isRequired
        hasError={errors.password !== undefined}
        errorMessage={errors.password?.message}
        {...register('password')}
      />
      <Button
        type="submit"
        variation="primary"
        isFullWidth
        isDisabled={isSubmitting}
        isLoading={isSubmitting}
        loadingText={copy.auth.signingIn}
      >
        {copy.auth.signIn}
      </Button>
      <AppLink to="/reset-password">{copy.passwordReset.forgotLink}</AppLink>
    </Flex>
  );
}
