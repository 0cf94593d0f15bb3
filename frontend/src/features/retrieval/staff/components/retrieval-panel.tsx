import { Alert, Badge, Button, Flex, Heading, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { deviceInWords } from '@taxback/shared/retrieval/device';
import type { AdminRetrieval, AdminRetrievalEntryView, LetterView } from '@taxback/shared/retrieval/schemas';
import { SEND_CHANNELS, type SendChannel } from '@taxback/shared/retrieval/status';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@taxback/shared/i18n/format';
import { useCasinoDirectory } from '@/features/retrieval/staff/api/casinos';
import { useFileDownload } from '@/api/download-file';
import {
  letterLink,
  useAdminRetrieval,
  useRetrievalAction,
  type RetrievalAction,
} from '@/features/retrieval/staff/api/retrieval';
import { ReceivedCopyForm } from './received-copy-form';
import './retrieval-panel.css';
import { ChoiceSelect } from '@/components/ui/choice-select';

const text = staffCopy.adminRetrieval.claim;
/** The states a letter is written for: never sent, or sent without an answer by the follow-up date. */
const toRequest = new Set<AdminRetrievalEntryView['status']>(['to_request', 'follow_up_due']);

/** The retrieval of one claim's missing forms: authorisation, letters per casino, and each entry's status. */
export function RetrievalPanel({ applicationId }: { applicationId: string }) {
  const retrieval = useAdminRetrieval(applicationId);
  const action = useRetrievalAction(applicationId);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const act = (request: RetrievalAction, done: string) => {
    setMessage(null);
    action.mutate(request, {
      onSuccess: () => setMessage({ ok: true, text: done }),
      onError: (error) => setMessage({ ok: false, text: failureText(error) }),
    });
  };

  const data = retrieval.data;
  if (!data) return null;
  return (
    <Flex direction="column" gap="small" className="retrieval-panel" data-testid="retrieval-panel">
      <Heading level={3} fontSize="medium">
        {text.title}
      </Heading>
      {message && (
        <Alert variation={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      <Text fontWeight="bold">{text.authorisation}</Text>
      {data.authorisation ? (
        <>
          <Text fontSize="small">
            {text.signed(data.authorisation.fullName, formatDateTime(data.authorisation.signedAt))}
          </Text>
          <Text fontSize="small" color="font.tertiary">
            {text.signedFrom(data.authorisation.ipAddress, deviceInWords(data.authorisation.userAgent))}
          </Text>
        </>
      ) : (
        <Text fontSize="small">{text.notAuthorised}</Text>
      )}
      <Text fontWeight="bold">{text.payment}</Text>
      <Text fontSize="small">{data.readiness.paid ? text.paid : text.notPaid}</Text>
      <Text fontWeight="bold">{text.identity}</Text>
      {data.identityCheck && (
        <Text fontSize="small">
          {text.identityChecked(
            data.identityCheck.checkedBy,
            formatDateTime(data.identityCheck.checkedAt),
            data.identityCheck.fileName,
            data.identityCheck.nameOnDocument,
          )}
        </Text>
      )}
      {!data.readiness.identityChecked && (
        <>
          {!data.identityCheck && <Text fontSize="small">{text.identityNotChecked}</Text>}
          <IdentityCheckForm retrieval={data} busy={action.isPending} act={act} />
        </>
      )}
      {data.authorisation && data.readiness.refusal && (
        <Alert variation="warning" role="status">
          {data.readiness.refusal}
        </Alert>
      )}
      {data.entries.map((entry) => (
        <EntryRow key={entry.entryId} entry={entry} busy={action.isPending} act={act} />
      ))}
      {data.authorisation && !data.readiness.refusal && data.entries.some((entry) => toRequest.has(entry.status)) && (
        <Button
          size="small"
          onClick={() => act({ kind: 'letters' }, text.lettersGenerated)}
          isDisabled={action.isPending}
        >
          {text.generateLetters}
        </Button>
      )}
      {data.letters.length > 0 && <Text fontWeight="bold">{text.letters}</Text>}
      {data.letters.map((letter) => (
        <LetterRow
          key={letter.letterId}
          applicationId={applicationId}
          letter={letter}
          busy={action.isPending}
          act={act}
        />
      ))}
    </Flex>
  );
}

/** The server's reason, down to the field it names (a received copy's figures), or a plain failure. */
function failureText(error: unknown): string {
  if (!isApiError(error)) return text.actionFailed;
  const fieldMessages = Object.values(error.fields ?? {});
  return fieldMessages.length > 0 ? fieldMessages.join(' ') : error.message;
}

type Act = (request: RetrievalAction, done: string) => void;

/** Staff open one of the customer's ID uploads and record the name printed on it; the server checks it. */
function IdentityCheckForm({ retrieval, busy, act }: { retrieval: AdminRetrieval; busy: boolean; act: Act }) {
  const documents = retrieval.idDocuments;
  const [documentId, setDocumentId] = useState(documents[0]?.documentId ?? '');
  const [nameOnDocument, setNameOnDocument] = useState('');
  const download = useFileDownload();
  if (!documents.length) return <Text fontSize="small">{text.noIdDocuments}</Text>;
  const chosen = documentId || documents[0]!.documentId;
  const view = () =>
    download.mutate(
      { userId: retrieval.userId, documentId: chosen },
      { onSuccess: ({ url }) => void window.open(url, '_blank', 'noopener') },
    );
  return (
    <form
      className="retrieval-panel__entry"
      aria-label={text.identityFormLabel}
      onSubmit={(event) => {
        event.preventDefault();
        act({ kind: 'identity', documentId: chosen, nameOnDocument: nameOnDocument.trim() }, text.identityRecorded);
      }}
    >
      <Flex direction="column" gap="xs">
        <Text fontSize="small">{text.identityIntro}</Text>
        <Flex gap="xs" alignItems="flex-end" wrap="wrap">
          <SelectField
            label={text.idDocument}
            size="small"
            value={chosen}
            onChange={(event) => setDocumentId(event.target.value)}
          >
            {documents.map((document) => (
              <option key={document.documentId} value={document.documentId}>
                {`${document.fileName} (${formatDate(document.createdAt.slice(0, 10))})`}
              </option>
            ))}
          </SelectField>
          <Button size="small" variation="link" onClick={view} isDisabled={download.isPending}>
            {text.viewId}
          </Button>
          <TextField
            label={text.nameOnDocument}
            size="small"
            value={nameOnDocument}
            onChange={(event) => setNameOnDocument(event.target.value)}
          />
          <Button size="small" type="submit" isDisabled={busy || !nameOnDocument.trim()}>
            {text.recordIdentity}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function EntryRow({ entry, busy, act }: { entry: AdminRetrievalEntryView; busy: boolean; act: Act }) {
  const directory = useCasinoDirectory();
  const [slug, setSlug] = useState('');
  const open = entry.status !== 'received' && entry.status !== 'not_available';
  return (
    <div className="retrieval-panel__entry" data-testid={`retrieval-entry-${entry.entryId}`}>
      <Flex gap="small" alignItems="center" wrap="wrap">
        <Text fontWeight="bold">
          {entry.casinoName}
          {entry.casinoOther && entry.casinoOther !== entry.casinoName ? ` (${entry.casinoOther})` : ''}
        </Text>
        <Text fontSize="small">{entry.date ? formatDate(entry.date) : '-'}</Text>
        <Badge size="small">{text.statuses[entry.status]}</Badge>
        {entry.followUpOn && open && <Text fontSize="small">{text.followUpOn(formatDate(entry.followUpOn))}</Text>}
      </Flex>
      {open && (
        <Flex gap="xs" wrap="wrap" alignItems="flex-end">
          {!entry.casinoSlug && (
            <>
              <SelectField
                label={text.mapCasino}
                size="small"
                value={slug}
                placeholder="-"
                onChange={(event) => setSlug(event.target.value)}
              >
                {(directory.data?.items ?? []).map((casino) => (
                  <option key={casino.slug} value={casino.slug}>
                    {casino.displayName}
                  </option>
                ))}
              </SelectField>
              <Button
                size="small"
                isDisabled={busy || !slug}
                onClick={() => act({ kind: 'map', entryId: entry.entryId, slug }, text.mapped)}
              >
                {text.mapCasino}
              </Button>
            </>
          )}
          <Button
            size="small"
            isDisabled={busy}
            onClick={() => act({ kind: 'notAvailable', entryId: entry.entryId }, text.statuses.not_available)}
          >
            {text.notAvailable}
          </Button>
        </Flex>
      )}
      {(entry.status === 'requested' || entry.status === 'follow_up_due') && (
        <ReceivedCopyForm
          entry={entry}
          busy={busy}
          onRecord={(file, figures) => act({ kind: 'received', entryId: entry.entryId, file, figures }, text.uploaded)}
        />
      )}
      {entry.status === 'not_available' && (
        <Button
          size="small"
          isDisabled={busy}
          onClick={() => act({ kind: 'reopen', entryId: entry.entryId }, text.statuses.to_request)}
        >
          {text.reopen}
        </Button>
      )}
    </div>
  );
}

function LetterRow({
  applicationId,
  letter,
  busy,
  act,
}: {
  applicationId: string;
  letter: LetterView;
  busy: boolean;
  act: Act;
}) {
  const [sentOn, setSentOn] = useState(new Date().toISOString().slice(0, 10));
  const [channel, setChannel] = useState<SendChannel>('email');
  const download = async () => {
    const link = await letterLink(applicationId, letter.letterId);
    window.open(link.url, '_blank', 'noopener');
  };
  return (
    <div className="retrieval-panel__entry" data-testid={`letter-${letter.casinoSlug}`}>
      <Flex gap="small" alignItems="center" wrap="wrap">
        <Text fontWeight="bold">{letter.casinoName}</Text>
        <Text fontSize="small">{letter.taxYears.join(', ')}</Text>
        <Text fontSize="small">
          {letter.sentOn && letter.channel
            ? text.sent(formatDate(letter.sentOn), text.channels[letter.channel])
            : text.notSent}
        </Text>
        <Button size="small" variation="link" onClick={() => void download()}>
          {text.download}
        </Button>
      </Flex>
      {!letter.sentOn && (
        <Flex gap="xs" alignItems="flex-end" wrap="wrap">
          <TextField
            label={text.sentOn}
            type="date"
            size="small"
            value={sentOn}
            onChange={(event) => setSentOn(event.target.value)}
          />
          <ChoiceSelect
            label={text.channel}
            value={channel}
            choices={SEND_CHANNELS}
            nameOf={(item) => text.channels[item]}
            onChange={setChannel}
          />
          <Button
            size="small"
            variation="primary"
            isDisabled={busy}
            onClick={() =>
              act(
                { kind: 'sent', letterId: letter.letterId, sentOn, channel },
                text.sent(formatDate(sentOn), text.channels[channel]),
              )
            }
          >
            {text.markSent}
          </Button>
        </Flex>
      )}
    </div>
  );
}
