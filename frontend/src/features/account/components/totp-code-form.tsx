import { TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { totpCodeFormSchema, type TotpCodeForm } from '@taxback/shared/account/auth-schemas';
import { copy } from '@taxback/shared/copy';
import { useForm } from 'react-hook-form';
import { AuthForm } from './auth-form';

interface TotpCodeFormProps {
  /** Resolves to false when the code was refused, so the form can say so. */
  onCode: (code: string) => Promise<boolean>;
}

/** One authenticator code: at a staff sign-in and to finish setting up the authenticator app. */
export function TotpCodeFields({ onCode }: TotpCodeFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TotpCodeForm, unknown, { code: string }>({
    resolver: zodResolver(totpCodeFormSchema),
    defaultValues: { code: '' },
  });
  const submit = async ({ code }: { code: string }) => {
    if (!(await onCode(code))) setError('root', { message: copy.staffTotp.wrongCode });
  };

  return (
    <AuthForm
      onSubmit={handleSubmit(submit)}
      alert={errors.root ? { text: errors.root.message } : null}
      submitLabel={copy.staffTotp.verify}
      busyLabel={copy.staffTotp.verifying}
      busy={isSubmitting}
    >
      <TextField
        label={copy.staffTotp.codeLabel}
        descriptiveText={copy.staffTotp.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        isRequired
        hasError={errors.code !== undefined}
        errorMessage={errors.code?.message}
        {...register('code')}
      />
    </AuthForm>
  );
}
