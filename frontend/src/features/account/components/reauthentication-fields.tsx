import { Flex, Text, TextField } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';

const text = copy.reauthentication;

export interface ReauthenticationProof {
  password: string;
  totpCode: string;
}

export const emptyProof: ReauthenticationProof = { password: '', totpCode: '' };

/** The proof as the API takes it: the code only once the account is known to have an authenticator. */
export const proofBody = (proof: ReauthenticationProof) => ({
  password: proof.password,
  ...(proof.totpCode.trim() ? { totpCode: proof.totpCode.replace(/\s/g, '') } : {}),
});

/**
 * The password asked again before a change a stolen session must not make, and the authenticator's code once
 * the server has said the account has one (its 403 names the field).
 */
export function ReauthenticationFields({
  proof,
  onChange,
  error,
  passwordMissing = false,
}: {
  proof: ReauthenticationProof;
  onChange: (proof: ReauthenticationProof) => void;
  error: unknown;
  /** The form was sent without the password (the server would refuse it). */
  passwordMissing?: boolean;
}) {
  const fields: Record<string, string | undefined> = {
    ...(isApiError(error) ? error.fields : {}),
    ...(passwordMissing ? { password: copy.auth.passwordRequired } : {}),
  };
  const codeAsked = fields.totpCode !== undefined || proof.totpCode !== '';
  return (
    <Flex direction="column" gap="small">
      <Text color="font.tertiary">{text.why}</Text>
      <PasswordInput
        label={text.passwordLabel}
        autoComplete="current-password"
        value={proof.password}
        onChange={(event) => onChange({ ...proof, password: event.target.value })}
        hasError={fields.password !== undefined}
        errorMessage={fields.password}
        maxWidth="20rem"
      />
      {codeAsked && (
        <TextField
          label={text.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={proof.totpCode}
          onChange={(event) => onChange({ ...proof, totpCode: event.target.value })}
          hasError={fields.totpCode !== undefined}
          errorMessage={fields.totpCode}
          maxWidth="12rem"
        />
      )}
    </Flex>
  );
}
