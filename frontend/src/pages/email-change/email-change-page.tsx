import { Alert, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { AppLink } from '@/components/ui/router-links';
import { AuthOutcome } from '@/features/account/components/auth-form';
import { LinkActionButton } from '@/features/account/components/link-action-button';
import { useCompleteEmailChange } from '@/features/account/api/email-change';
import { SignedOutRedirect } from '@/features/account/components/signed-out-redirect';
import { useForgetSession } from '@/features/account/hooks/use-forget-session';
import { clearExistingSession } from '@/features/account/utils/clear-session';
import { useAuth } from '@/lib/use-auth';
import { useLinkToken } from '@/hooks/use-link-token';

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
        <AuthOutcome
          withTick
          title={text.doneTitle}
          body={text.doneBody(completion.data.email)}
          next={{ to: '/auth?mode=signin', label: text.signIn }}
        />
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
            <LinkActionButton
              request={completion}
              fallback={copy.common.genericRetry}
              label={text.confirm}
              busyLabel={text.confirming}
              onClick={() => complete(token)}
            />
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
