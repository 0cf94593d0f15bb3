import { Alert, Button, Card, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { emailChangeRequestSchema } from '@taxback/shared/account/auth-schemas';
import { copy } from '@taxback/shared/copy';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useRequestEmailChange } from '../api/email-change';
import { emptyProof, proofBody, ReauthenticationFields } from './reauthentication-fields';

const text = copy.emailChange;

/** The account's sign-in email, and the form that asks to change it (a link goes to the new address). */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const [typed, setTyped] = useState('');
  const [proof, setProof] = useState(emptyProof);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [passwordMissing, setPasswordMissing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestEmailChange();

  const submit = () => {
    const parsed = emailChangeRequestSchema.safeParse({ newEmail: typed, ...proofBody(proof) });
    const issueOf = (field: string) => parsed.error?.issues.find((item) => item.path[0] === field);
    setInvalid(issueOf('newEmail')?.message ?? null);
    setPasswordMissing(proof.password === '');
    if (!parsed.success) return;
    request.mutate(parsed.data, {
      onSuccess: () => {
        setSentTo(parsed.data.newEmail);
        setProof(emptyProof);
      },
    });
  };

  return (
    <section aria-labelledby="email-change-title">
      <Card variation="elevated" className="page-card">
        <Flex
          as="form"
          direction="column"
          gap="small"
          noValidate
          onSubmit={(event) => (event.preventDefault(), submit())}
        >
          <Heading level={2} fontSize="large" id="email-change-title">
            {text.title}
          </Heading>
          <Text>{text.current(currentEmail)}</Text>
          <Text color="font.tertiary">{text.intro}</Text>
          {sentTo && (
            <Alert variation="info" role="status">
              {text.sent(sentTo)}
            </Alert>
          )}
          {request.isError && !(isApiError(request.error) && request.error.fields) && (
            <Alert variation="error" role="alert">
              {isApiError(request.error) ? request.error.message : copy.common.genericRetry}
            </Alert>
          )}
          <TextField
            label={text.newEmailLabel}
            type="email"
            autoComplete="email"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            hasError={invalid !== null}
            errorMessage={invalid ?? undefined}
            maxWidth="24rem"
          />
          <ReauthenticationFields
            proof={proof}
            onChange={setProof}
            error={request.error}
            passwordMissing={passwordMissing}
          />
          <div>
            <Button type="submit" isLoading={request.isPending} loadingText={text.sending}>
              {text.send}
            </Button>
          </div>
        </Flex>
      </Card>
    </section>
  );
}
