import { Alert, Badge, Button, Card, Flex, Heading, Text, TextField, type BadgeProps } from '@aws-amplify/ui-react';
import { decide } from '@taxback/shared/claim/lifecycle';
import { claimRefusalText } from '@taxback/shared/claim/refusal-text';
import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { copy } from '@taxback/shared/copy';
import type { RetrievalStatus } from '@taxback/shared/retrieval/status';
import { useState, type FormEvent } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { isApiError } from '@/lib/api-client';
import { formatDate, formatUsd } from '@taxback/shared/i18n/format';
import { useMyRetrieval, useSignAuthorisation } from '../api/my-retrieval';
import './missing-forms.css';

const text = copy.retrieval;

const variations: Record<RetrievalStatus | 'awaiting_authorisation', BadgeProps['variation']> = {
  awaiting_authorisation: 'warning',
  to_request: 'info',
  requested: 'info',
  follow_up_due: 'info',
  received: 'success',
  not_available: 'error',
};

const when = (date: string) => (date ? formatDate(date) : text.noDate);

/** The customer's missing forms: the authorisation to sign, then where each form stands in plain words. */
export function MissingFormsCard({ application }: { application: ApplicationView }) {
  const query = useMyRetrieval(application.applicationId);
  if (query.isError) return <LoadError message={text.loadFailed} onRetry={() => void query.refetch()} />;
  const retrieval = query.data;
  if (!retrieval || (!retrieval.authorisation && !retrieval.formsToAuthorise.length)) return null;
  // The same words the server answers a signature with while the claim is not paid.
  const signing = decide(application, 'authorise_retrieval', 'customer');

  return (
    <Card
      variation="elevated"
      className="page-card flow-card missing-forms-status"
      data-testid="missing-forms"
      id="missing-forms"
    >
      <Flex direction="column" gap="small">
        <Heading level={2} fontSize="large">
          {text.title}
        </Heading>
        <Text>{text.intro}</Text>
        <ul className="missing-forms-status__list">
          {retrieval.authorisation
            ? retrieval.entries.map((entry) => (
                <li key={entry.entryId} className="missing-forms-status__item">
                  <Text fontWeight="bold">{text.formLine(entry.casinoName, when(entry.date))}</Text>
                  <Badge size="small" variation={variations[entry.status]}>
                    {text.statuses[entry.status]}
                  </Badge>
                  {entry.requestedAt && entry.status !== 'received' && (
                    <Text fontSize="small">{text.requestedOn(formatDate(entry.requestedAt.slice(0, 10)))}</Text>
                  )}
                  {entry.followUpOn && entry.status === 'requested' && (
                    <Text fontSize="small">{text.expectedBy(formatDate(entry.followUpOn))}</Text>
                  )}
                  {entry.status === 'not_available' && <Text fontSize="small">{text.notAvailableNext}</Text>}
                </li>
              ))
            : retrieval.formsToAuthorise.map((form) => (
                <li key={form.entryId} className="missing-forms-status__item">
                  <Text fontWeight="bold">
                    {text.formLine(form.casinoName, when(form.date))}
                    {form.amountWonCents !== null ? ` (${formatUsd(form.amountWonCents)})` : ''}
                  </Text>
                  <Badge size="small" variation={variations.awaiting_authorisation}>
                    {text.statuses.awaiting_authorisation}
                  </Badge>
                </li>
              ))}
        </ul>
        {retrieval.authorisation ? (
          <Text fontSize="small">
            {text.signedOn(retrieval.authorisation.fullName, formatDate(retrieval.authorisation.signedOn))}
          </Text>
        ) : signing.allowed ? (
          <AuthorisationForm applicationId={application.applicationId} />
        ) : (
          <Alert variation="info">{claimRefusalText(signing.refusal)}</Alert>
        )}
      </Flex>
    </Card>
  );
}

function AuthorisationForm({ applicationId }: { applicationId: string }) {
  const sign = useSignAuthorisation(applicationId);
  const [fullName, setFullName] = useState('');
  const today = new Date().toISOString().slice(0, 10);
  const error = sign.error;
  const fieldError = isApiError(error) ? (error.fields?.fullName ?? null) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sign.mutate(fullName);
  };

  return (
    <form className="missing-forms-status__authorise" onSubmit={submit}>
      <Flex direction="column" gap="small">
        <Heading level={3} fontSize="medium">
          {text.authoriseTitle}
        </Heading>
        <Text>{text.authoriseIntro}</Text>
        <Text fontStyle="italic">{text.consent}</Text>
        <TextField
          label={text.fullName}
          descriptiveText={text.fullNameHint}
          value={fullName}
          autoComplete="name"
          isRequired
          hasError={!!fieldError}
          errorMessage={fieldError ?? undefined}
          onChange={(event) => setFullName(event.target.value)}
        />
        <TextField label={text.date} value={formatDate(today)} isReadOnly />
        {error && !fieldError && (
          <Alert variation="error" role="alert">
            {isApiError(error) ? error.message : text.signFailed}
          </Alert>
        )}
        <Button type="submit" variation="primary" isLoading={sign.isPending} loadingText={text.signing}>
          {text.sign}
        </Button>
      </Flex>
    </form>
  );
}
