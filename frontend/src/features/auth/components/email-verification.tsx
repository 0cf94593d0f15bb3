import { Alert, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { CheckCircleIcon } from '@/components/ui/icons';
import { AppLink, ButtonLink } from '@/components/ui/router-links';
import { isApiError } from '@/lib/api-client';
import { useConfirmAccount } from '../api/confirm-account';

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
