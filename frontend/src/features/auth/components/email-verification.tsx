import { Alert, Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { CheckCircleIcon } from '@/components/ui/icons';
import { AppLink, ButtonLink } from '@/components/ui/router-links';
import { isApiError } from '@/lib/api-client';
import { useConfirmAccount, useReleaseSignUp } from '../api/confirm-account';

/** The link was opened outside the browser that signed up: confirm nothing, offer to free the address. */
function OtherBrowser({ token, message }: { token: string; message: string }) {
  const release = useReleaseSignUp(token);

  if (release.isSuccess) {
    return (
      <Flex direction="column" gap="medium" textAlign="center">
        <Heading level={1} fontSize="xl">
          {copy.accountCreated.releasedTitle}
        </Heading>
        <Text>{copy.accountCreated.releasedBody}</Text>
        <ButtonLink to="/auth" variation="primary" isFullWidth>
          {copy.accountCreated.signUp}
        </ButtonLink>
      </Flex>
    );
  }

  return (
    <Flex direction="column" gap="medium">
      <Alert variation="warning" role="alert">
        {message}
      </Alert>
      {release.isError && (
        <Alert variation="error" role="alert">
          {isApiError(release.error) ? release.error.message : copy.common.unexpected}
        </Alert>
      )}
      <Button
        variation="primary"
        isFullWidth
        isLoading={release.isPending}
        loadingText={copy.accountCreated.releasing}
        onClick={() => release.mutate()}
      >
        {copy.accountCreated.releaseButton}
      </Button>
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
    <Flex direction="column" gap="medium" textAlign="center">
      <span className="page-card__icon">
        <CheckCircleIcon width={32} height={32} />
      </span>
      <Heading level={1} fontSize="xl">
        {copy.accountCreated.verifiedTitle}
      </Heading>
      <Text>{copy.accountCreated.verifiedBody}</Text>
      <ButtonLink to="/auth?mode=signin" variation="primary" isFullWidth>
        {copy.accountCreated.signIn}
      </ButtonLink>
    </Flex>
  );
}
