import { Alert, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import type { ReactNode } from 'react';
import { CheckCircleIcon } from '@/components/ui/icons';
import { PageLoader } from '@/components/ui/page-loader';
import { AppLink, ButtonLink } from '@/components/ui/router-links';
import { useCompleteEmailChange } from '@/features/account/api/email-change';
import { SignedOutRedirect } from '@/features/account/components/signed-out-redirect';
import { useForgetSession } from '@/features/account/hooks/use-forget-session';
import { clearExistingSession } from '@/features/account/utils/clear-session';
import { useAuth } from '@/hooks/use-auth';
import { useLinkToken } from '@/hooks/use-link-token';
import { isApiError } from '@/lib/api-client';

const text = copy.emailChange;

/**
 * The page of the link mailed to the new address. It completes the change for the signed-in account only,
 * so a visitor without a session signs in first and comes back here. The server ends every session of the
 * account (tokens carry the email), so the browser forgets its own and asks to sign in with the new address.
 */
export function EmailChangePage() {
  const token = useLinkToken();
  const { status } = useAuth();
  const forgetSession = useForgetSession();
  const completion = useCompleteEmailChange();

  const complete = (linkToken: string) =>
    completion.mutate(linkToken, {
      onSuccess: async () => {
        await clearExistingSession();
        forgetSession();
      },
    });

  if (completion.isSuccess) {
    return (
      <EmailChangeCard>
        <Flex direction="column" gap="medium" textAlign="center">
          <span className="page-card__icon">
            <CheckCircleIcon width={32} height={32} />
          </span>
          <Heading level={1} fontSize="xl">
            {text.doneTitle}
          </Heading>
          <Text>{text.doneBody(completion.data.email)}</Text>
          <ButtonLink to="/auth?mode=signin" variation="primary" isFullWidth>
            {text.signIn}
          </ButtonLink>
        </Flex>
      </EmailChangeCard>
    );
  }
  if (status === 'loading') return <PageLoader />;
  if (status === 'signedOut') return <SignedOutRedirect />;

  return (
    <EmailChangeCard>
      <Flex direction="column" gap="medium">
        <Heading level={1} fontSize="xl">
          {text.confirmTitle}
        </Heading>
        {token ? (
          <>
            <Text>{text.confirmBody}</Text>
            {completion.isError && (
              <Alert variation="error" role="alert">
                {isApiError(completion.error) ? completion.error.message : copy.common.genericRetry}
              </Alert>
            )}
            <Button
              variation="primary"
              isFullWidth
              isLoading={completion.isPending}
              loadingText={text.confirming}
              onClick={() => complete(token)}
            >
              {text.confirm}
            </Button>
          </>
        ) : (
          <Alert variation="error" role="alert">
            {text.invalidLink}
          </Alert>
        )}
        <AppLink to="/account">{text.backToAccount}</AppLink>
      </Flex>
    </EmailChangeCard>
  );
}

const EmailChangeCard = ({ children }: { children: ReactNode }) => (
  <div className="page-narrow">
    <Card variation="elevated" className="page-card">
      {children}
    </Card>
  </div>
);
