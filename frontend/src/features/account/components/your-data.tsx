import { Alert, Button, Flex, Heading, Link, Placeholder, Text, TextField } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { LoadError } from '@/components/ui/load-error';
import { SectionCard } from '@/components/ui/section-card';
import { useAuth } from '@/lib/use-auth';
import { isApiError } from '@/lib/api-client';
import { useCloseMyAccount, useMyDataExport, useRequestMyDataExport } from '../api/data-rights';
import { emptyProof, proofBody, ReauthenticationFields } from './reauthentication-fields';

const text = copy.dataRights;

/**
 * The customer's data rights: a ZIP of everything held about them (prepared in the background, offered by
 * a short link and an email), and closing their account, confirmed by typing the confirmation word.
 */
export function YourData() {
  return (
    <SectionCard titleId="your-data-title" id="your-data" title={text.title} intro={text.intro}>
      <DataExportPanel />
      <CloseAccountPanel />
    </SectionCard>
  );
}

function DataExportPanel() {
  const latest = useMyDataExport();
  const request = useRequestMyDataExport();
  if (latest.isPending) return <Placeholder size="large" />;
  if (latest.isError) return <LoadError message={text.exportFailed} onRetry={() => void latest.refetch()} />;
  const current = latest.data;
  const preparing = current?.status === 'preparing';
  return (
    <Flex direction="column" gap="small" aria-live="polite">
      {preparing && <Text>{text.exportPreparing}</Text>}
      {current?.status === 'failed' && <Alert variation="error">{text.exportFailed}</Alert>}
      {current?.status === 'ready' && current.url && (
        <Flex direction="column" gap="xxs">
          <Text>{text.exportReady}</Text>
          <Link href={current.url} download>
            {text.exportDownload}
          </Link>
          <Text fontSize="small" color="font.tertiary">
            {text.exportExpires}
          </Text>
        </Flex>
      )}
      {!preparing && (
        <div>
          <Button
            isLoading={request.isPending}
            onClick={() =>
              request.mutate(undefined, {
                onError: (error) => toast.error(isApiError(error) ? error.message : text.exportFailed),
              })
            }
          >
            {text.exportButton}
          </Button>
        </div>
      )}
    </Flex>
  );
}

function CloseAccountPanel() {
  const [typed, setTyped] = useState('');
  const [proof, setProof] = useState(emptyProof);
  const [outcome, setOutcome] = useState<string | null>(null);
  const close = useCloseMyAccount();
  const { signOut } = useAuth();
  const location = useLocation();
  const confirmed = typed.trim() === text.closeConfirmWord;

  const submit = () =>
    close.mutate(
      { confirm: text.closeConfirmWord, ...proofBody(proof) },
      {
        onSuccess: (result) => {
          if (result.outcome === 'closed') {
            toast.success(text.closeDone);
            void signOut(location.key);
            return;
          }
          setOutcome(result.alreadyRequested ? text.closeAlreadyRequested : text.closeRequested);
        },
        onError: (error) => {
          if (!isApiError(error) || !error.fields) toast.error(isApiError(error) ? error.message : text.closeFailed);
        },
      },
    );

  return (
    <Flex as="form" direction="column" gap="small" onSubmit={(event) => (event.preventDefault(), submit())}>
      <Heading level={3} fontSize="medium">
        {text.closeTitle}
      </Heading>
      <Text>{text.closeWarning}</Text>
      {outcome ? (
        <Alert variation="info" role="status">
          {outcome}
        </Alert>
      ) : (
        <>
          <TextField
            label={text.closeConfirmLabel}
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
            maxWidth="20rem"
          />
          <ReauthenticationFields proof={proof} onChange={setProof} error={close.error} />
          <div>
            <Button
              type="submit"
              colorTheme="error"
              isDisabled={!confirmed || proof.password === ''}
              isLoading={close.isPending}
            >
              {text.closeButton}
            </Button>
          </div>
        </>
      )}
    </Flex>
  );
}
