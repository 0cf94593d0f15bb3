import { Flex, Heading } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { signInFormSchema } from '@taxback/shared/account/auth-schemas';
import { copy } from '@taxback/shared/copy';
import { useForm } from 'react-hook-form';
import { AppLink } from '@/components/ui/router-links';
import { useSignIn, type SignInNotice } from '../hooks/use-sign-in';
import { PasswordInput } from '@/components/ui/password-input';
import { AuthForm, EmailField } from './auth-form';
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
    <AuthForm
      onSubmit={handleSubmit(submit)}
      alert={notice ? { text: noticeText(notice), variation: notice === 'securityError' ? 'error' : 'warning' } : null}
      submitLabel={copy.auth.signIn}
      busyLabel={copy.auth.signingIn}
      busy={isSubmitting}
      footer={<AppLink to="/reset-password">{copy.passwordReset.forgotLink}</AppLink>}
    >
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordInput
        label={copy.auth.password}
        autoComplete="current-password"
        isRequired
        hasError={errors.password !== undefined}
        errorMessage={errors.password?.message}
        {...register('password')}
      />
    </AuthForm>
  );
}
