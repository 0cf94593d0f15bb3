import { Alert, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { AppLink } from '@/components/ui/router-links';
import { isApiError } from '@/lib/api-client';
import { useConfirmAccount, useReleaseSignUp } from '../api/confirm-account';
import { AuthOutcome } from './auth-form';
import { LinkActionButton } from './link-action-button';

/** The link was opened outside the browser that signed up: confirm nothing, offer to free the address. */
function OtherBrowser({ token, message }: { token: string; message: string }) {
  const release = useReleaseSignUp(token);

  if (release.isSuccess) {
    return (
      <AuthOutcome
        title={copy.accountCreated.releasedTitle}
        body={copy.accountCreated.releasedBody}
        next={{ to: '/auth', label: copy.accountCreated.signUp }}
      />
    );
  }

  return (
    <Flex direction="column" gap="medium">
      <Alert variation="warning" role="alert">
        {message}
      </Alert>
      <LinkActionButton
        request={release}
        fallback={copy.common.unexpected}
        label={copy.accountCreated.releaseButton}
        busyLabel={copy.accountCreated.releasing}
        onClick={() => release.mutate()}
      />
      <AppLink to="/">{copy.accountCreated.backHome}</AppLink>
    </Flex>
  );
}

export function EmailVerification({ token }: { token: string }) {
  const confirmation = useConfirmAccount(token);

  if (confirmation.isPending) {
    return (
      <Flex direction="column" alignItems="center" gap="medium" role="status">
        <Loader size="large" />
        <Text>{copy.accountCreated.verifying}</Text>
      </Flex>
    );
  }

  if (confirmation.isError) {
    const { error } = confirmation;
    if (isApiError(error) && error.code === 'conflict') return <OtherBrowser token={token} message={error.message} />;
    return (
      <Flex direction="column" gap="medium">
        <Alert variation="error" role="alert">
          {isApiError(error) ? error.message : copy.common.unexpected}
        </Alert>
        <AppLink to="/">{copy.accountCreated.backHome}</AppLink>
      </Flex>
    );
  }

  return (
    <AuthOutcome
      withTick
      title={copy.accountCreated.verifiedTitle}
      body={copy.accountCreated.verifiedBody}
      next={{ to: '/auth?mode=signin', label: copy.accountCreated.signIn }}
    />
  );
}
