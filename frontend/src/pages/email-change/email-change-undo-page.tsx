import { Alert, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { CheckCircleIcon } from '@/components/ui/icons';
import { AppLink } from '@/components/ui/router-links';
import { useUndoEmailChange } from '@/features/account/api/email-change';
import { useLinkToken } from '@/hooks/use-link-token';
import { isApiError } from '@/lib/api-client';

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
          <Flex direction="column" gap="medium" textAlign="center" role="status">
            <span className="page-card__icon">
              <CheckCircleIcon width={32} height={32} />
            </span>
            <Heading level={1} fontSize="xl">
              {text.undoneTitle}
            </Heading>
            <Text>{text.undoneBody}</Text>
          </Flex>
        ) : (
          <Flex direction="column" gap="medium">
            <Heading level={1} fontSize="xl">
              {text.undoTitle}
            </Heading>
            {token ? (
              <>
                <Text>{text.undoBody}</Text>
                {undo.isError && (
                  <Alert variation="error" role="alert">
                    {isApiError(undo.error) ? undo.error.message : copy.common.genericRetry}
                  </Alert>
                )}
                <Button
                  variation="primary"
                  colorTheme="error"
                  isFullWidth
                  isLoading={undo.isPending}
                  loadingText={text.undoing}
                  onClick={() => undo.mutate(token)}
                >
                  {text.undoConfirm}
                </Button>
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
