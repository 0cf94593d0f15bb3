import { Alert, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { AppLink } from '@/components/ui/router-links';
import { AuthOutcome } from '@/features/account/components/auth-form';
import { LinkActionButton } from '@/features/account/components/link-action-button';
import { useUndoEmailChange } from '@/features/account/api/email-change';
import { useLinkToken } from '@/hooks/use-link-token';

const text = copy.emailChange;

/**
 * The page of the "this was not me" link mailed to the old address. No session is needed (the link proves the
 * mailbox): the server undoes the change, ends every session and locks the account until a password reset.
 */
export function EmailChangeUndoPage() {
  const token = useLinkToken();
  const undo = useUndoEmailChange();

  return (
    <div className="page-narrow">
      <Card variation="elevated" className="page-card">
        {undo.isSuccess ? (
          <AuthOutcome withTick role="status" title={text.undoneTitle} body={text.undoneBody} />
        ) : (
          <Flex direction="column" gap="medium">
            <Heading level={1} fontSize="xl">
              {text.undoTitle}
            </Heading>
            {token ? (
              <>
                <Text>{text.undoBody}</Text>
                <LinkActionButton
                  request={undo}
                  fallback={copy.common.genericRetry}
                  colorTheme="error"
                  label={text.undoConfirm}
                  busyLabel={text.undoing}
                  onClick={() => undo.mutate(token)}
                />
              </>
            ) : (
              <Alert variation="error" role="alert">
                {text.undoInvalidLink}
              </Alert>
            )}
            <AppLink to="/">{copy.notFound.returnHome}</AppLink>
          </Flex>
        )}
      </Card>
    </div>
  );
}
