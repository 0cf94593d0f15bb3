import {
  answerProblems,
  applyRetrievalEvent,
  CONTENT_TYPES,
  copy,
  estimateApplication,
  extensionOf,
  GAME_OF_WIN_TYPE,
  PAGE_SIZE,
  RETRIEVAL,
  retrievalReadiness,
  wordedReadiness,
  sanitizeFileName,
  UPLOAD,
  form1042sEntrySchema,
  type Form1042sEntry,
  type RetrievalEvent,
  type WinType,
} from '@taxback/shared';
import { presignDownload, presignUpload, putFile } from '../adapters/files';
import { storedMissingForms } from '../claim/application-view';
import { newId } from '../commons/ids';
import { applicationById, applicationsByKeys, type ApplicationItem } from '../data/stores/application';
import { customerNamesOf, getProfileItem } from '../data/stores/profile';
import { openProfile } from '../data/stores/sealed-profile';
import { getCasino } from '../data/stores/casino';
import { getTicket, issueTicket } from '../data/stores/upload-ticket';
import { listUserDocuments } from '../data/stores/document';
import { claimLetters, createLetter, getLetter, markLetter } from '../data/stores/letter';
import {
  claimRetrievals,
  getRetrieval,
  recordRetrievedForm,
  retrievalsInStatus,
  saveRetrieval,
  type RetrievalItem,
} from '../data/stores/retrieval';
import { getAuthorisation } from '../data/stores/authorisation';
import type { Caller } from '../http/claims';
import { badRequest, conflict, notFound, payloadTooLarge } from '../http/errors';
import { unlessRunning } from '../data/stores/work-hold';
import { created, ok, operation } from '../http/lambda-handler';
import { checkStoredUpload, quarantineKey } from '../http/stored-upload';
import { buildRequestLetter, type LetterFacts } from './letter';
import { adminAuthorisationView, adminRetrievalEntryView, letterView } from './views';

const errors = copy.retrievalErrors;

interface LetterContext {
  caller: Caller;
  application: ApplicationItem;
  authorisation: LetterFacts['authorisation'];
  profile: LetterFacts['profile'];
}
const staffName = (caller: Caller) => caller.email || caller.userId;

async function claim(applicationId: string): Promise<ApplicationItem> {
  const application = await applicationById(applicationId);
  if (!application) throw notFound(copy.payment.noApplication);
  return application;
}

async function entry(applicationId: string, entryId: string): Promise<RetrievalItem> {
  const item = await getRetrieval(applicationId, entryId);
  if (!item) throw notFound(errors.entryNotFound);
  return item;
}

const nameOf = (profile: { firstName?: string; lastName?: string } | null | undefined) =>
  [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');

/** Whether staff may request the claim's forms now, read from the claim, its authorisation and the customer's name. */
const readinessOf = (application: ApplicationItem, authorised: boolean, profileName: string) =>
  wordedReadiness(
    retrievalReadiness({ ...application, authorised, identityCheck: application.identityCheck, profileName }),
  );

/**
 * Staff write to casinos, and file what they send, only for a paid claim whose customer signed the authorisation
 * and whose identity staff checked against an ID document (409 with the reason otherwise).
 */
async function readyForRetrieval(applicationId: string) {
  const application = await claim(applicationId);
  const [authorisation, profile] = await Promise.all([
    getAuthorisation(applicationId),
    getProfileItem(application.userId),
  ]);
  const { refusal } = readinessOf(application, !!authorisation, nameOf(profile));
  if (refusal || !authorisation) throw conflict(undefined, refusal ?? errors.notAuthorised);
  return { application, authorisation };
}

/** The entry after `event`, or a 409 when its status does not allow it. */
function transition(item: RetrievalItem, event: RetrievalEvent, caller: Caller | null): RetrievalItem {
  const result = applyRetrievalEvent(
    { ...item, history: (item.history ?? []) as never },
    event,
    caller ? staffName(caller) : 'system',
  );
  if (!result.ok) throw conflict(undefined, errors.illegalTransition);
  return result.state as RetrievalItem;
}

async function save(read: RetrievalItem, next: RetrievalItem) {
  const saved = await saveRetrieval(read, next);
  if (!saved) throw conflict();
  return saved;
}

async function retrievalOf(application: ApplicationItem) {
  const { applicationId } = application;
  const [authorisation, entries, letters, profile, documents] = await Promise.all([
    getAuthorisation(applicationId),
    claimRetrievals(applicationId),
    claimLetters(applicationId),
    getProfileItem(application.userId),
    listUserDocuments(application.userId),
  ]);
  return {
    userId: application.userId,
    readiness: readinessOf(application, !!authorisation, nameOf(profile)),
    identityCheck: application.identityCheck ?? null,
    idDocuments: documents
      .filter((document) => document.category === 'ID')
      .map(({ documentId, fileName, createdAt }) => ({ documentId, fileName, createdAt })),
    authorisation: authorisation ? adminAuthorisationView(authorisation) : null,
    entries: entries.map(adminRetrievalEntryView),
    letters: letters.map(letterView).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  };
}

export const getAdminRetrieval = operation('getAdminRetrieval', async ({ params }) =>
  ok(await retrievalOf(await claim(params.applicationId))),
);

/**
 * Staff work list: entries of every claim in one status, with their customer's name and whether the claim is
 * paid and its customer's identity checked (an entry exists only once its claim's authorisation was signed).
 */
export const listRetrievals = operation('listRetrievals', async ({ query }) => {
  const page = await retrievalsInStatus(query.status, query.cursor ?? null, PAGE_SIZE.admin);
  const [names, claims] = await Promise.all([
    customerNamesOf(page.items.map((item) => item.userId)),
    applicationsByKeys(page.items.map(({ userId, applicationId }) => ({ userId, applicationId }))),
  ]);
  return ok({
    items: page.items.map((item) => {
      const customerName = names.get(item.userId) ?? '';
      const application = claims.get(item.applicationId);
      const readiness = application
        ? readinessOf(application, true, customerName)
        : { paid: false, identityChecked: false, refusal: copy.payment.noApplication };
      return { ...adminRetrievalEntryView(item), customerName, readiness };
    }),
    cursor: page.cursor,
  });
});

/** Points an entry (typically an "other" casino the customer typed) at a casino of the directory. */
export const mapRetrievalCasino = operation('mapRetrievalCasino', async ({ params, body }) => {
  const item = await entry(params.applicationId, params.entryId);
  const casino = await getCasino(body.slug);
  if (!casino) throw notFound(errors.casinoNotFound);
  if (item.status === 'received') throw conflict(undefined, errors.illegalTransition);
  return ok(
    adminRetrievalEntryView(await save(item, { ...item, casinoSlug: casino.slug, casinoName: casino.displayName })),
  );
});

/**
 * One letter per casino for the entries still to request (or whose follow-up is due): the customer's
 * details, the wins and years, the signed authorisation. Stored with the claim, not yet sent.
 */
export const generateRequestLetters = operation('generateRequestLetters', async ({ caller, params }) => {
  const { application, authorisation } = await readyForRetrieval(params.applicationId);
  const open = (await claimRetrievals(application.applicationId)).filter(
    (item) => item.status === 'to_request' || item.status === 'follow_up_due',
  );
  if (!open.length) throw conflict(undefined, errors.nothingToRequest);
  const unmapped = open.find((item) => !item.casinoSlug);
  if (unmapped) throw conflict(undefined, errors.unmappedCasino(unmapped.casinoName));

  const profile = await openProfile(application.userId);
  if (!profile) throw notFound(copy.payment.noApplication);
  const letters = await unlessRunning('letters', application.applicationId, () =>
    writeLetters(open, { caller, application, authorisation, profile }),
  );
  if (!letters) throw conflict(undefined, errors.lettersRunning);
  return created({ letters: letters.map(letterView) });
});

/** One request letter per casino of the open entries, stored and recorded. */
async function writeLetters(open: RetrievalItem[], { caller, application, authorisation, profile }: LetterContext) {
  const byCasino = new Map<string, RetrievalItem[]>();
  for (const item of open) byCasino.set(item.casinoSlug!, [...(byCasino.get(item.casinoSlug!) ?? []), item]);
  const today = new Date().toISOString().slice(0, 10);

  const letters = [];
  for (const [slug, entries] of byCasino) {
    const casino = await getCasino(slug);
    if (!casino) throw conflict(undefined, errors.unmappedCasino(entries[0]!.casinoName));
    const sorted = [...entries].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
    const letter = await buildRequestLetter({ casino, entries: sorted, profile, authorisation, today });
    const letterId = newId();
    const filePath = `${application.userId}/retrieval/${letterId}-${letter.fileName}`;
    await putFile(filePath, letter.bytes, 'application/pdf');
    letters.push(
      await createLetter({
        applicationId: application.applicationId,
        letterId,
        userId: application.userId,
        casinoSlug: slug,
        casinoName: casino.legalName,
        entryIds: sorted.map((item) => item.entryId),
        taxYears: letter.years,
        fileName: letter.fileName,
        filePath,
        createdBy: staffName(caller),
      }),
    );
  }
  return letters;
}

export const downloadRequestLetter = operation('downloadRequestLetter', async ({ params }) => {
  const letter = await getLetter(params.applicationId, params.letterId);
  if (!letter) throw notFound(errors.letterNotFound);
  return ok({
    url: await presignDownload(letter.filePath, letter.fileName, RETRIEVAL.letterLinkExpirySeconds),
    fileName: letter.fileName,
  });
});

/**
 * Records that a letter went out: each of its entries becomes requested, with a follow-up date from
 * the casino's typical answer time. Entries closed meanwhile are left as they are.
 */
export const markLetterSent = operation('markLetterSent', async ({ caller, params, body }) => {
  const { application } = await readyForRetrieval(params.applicationId);
  const letter = await getLetter(params.applicationId, params.letterId);
  if (!letter) throw notFound(errors.letterNotFound);
  const casino = await getCasino(letter.casinoSlug);
  const at = `${body.sentOn}T12:00:00.000Z`;
  for (const entryId of letter.entryIds) {
    const item = await getRetrieval(params.applicationId, entryId);
    if (!item) continue;
    const result = applyRetrievalEvent(
      { ...item, history: (item.history ?? []) as never },
      {
        type: 'sent',
        at,
        answerDays: casino?.answerDays ?? RETRIEVAL.defaultAnswerDays,
        channel: body.channel,
        letterId: letter.letterId,
      },
      staffName(caller),
    );
    if (result.ok) await save(item, result.state as RetrievalItem);
  }
  await markLetter(letter, body.sentOn, body.channel);
  return ok(await retrievalOf(application));
});

export const markNotAvailable = operation('markNotAvailable', async ({ caller, params, body }) => {
  const item = await entry(params.applicationId, params.entryId);
  const next = transition(item, { type: 'not_available', at: new Date().toISOString(), note: body.note }, caller);
  return ok(adminRetrievalEntryView(await save(item, next)));
});

export const reopenRetrieval = operation('reopenRetrieval', async ({ caller, params }) => {
  const item = await entry(params.applicationId, params.entryId);
  const next = transition(item, { type: 'reopened', at: new Date().toISOString() }, caller);
  return ok(adminRetrievalEntryView(await save(item, next)));
});

/** A presigned upload of the copy a casino sent, into the customer's files. */
export const presignRetrievedCopy = operation('presignRetrievedCopy', async ({ caller, params, body }) => {
  const { application } = await readyForRetrieval(params.applicationId);
  const item = await entry(params.applicationId, params.entryId);
  transition(item, { type: 'received', at: new Date().toISOString(), documentId: 'check' }, caller);
  const fileName = sanitizeFileName(body.fileName);
  const extension = extensionOf(fileName);
  if (!extension) throw badRequest(copy.upload.wrongType(fileName));
  if (body.sizeBytes > UPLOAD.maxBytes) throw payloadTooLarge(copy.upload.tooLarge(fileName));
  if (body.sizeBytes === 0) throw badRequest(copy.upload.empty(fileName));
  const uploadId = newId();
  const filePath = `${application.userId}/retrieved/${Date.now()}-${fileName}`;
  const presigned = await presignUpload(
    quarantineKey(filePath),
    CONTENT_TYPES[extension],
    UPLOAD.maxBytes,
    UPLOAD.presignExpirySeconds,
  );
  await issueTicket({
    uploadId,
    userId: application.userId,
    category: 'Form',
    fileName,
    filePath,
    extension,
    expiresAt: Math.floor(Date.now() / 1000) + 24 * 3600,
  });
  return created({ uploadId, ...presigned });
});

/**
 * The casino's copy arrived: it becomes one of the claim's Forms 1042-S (figures default to what the
 * customer described), the entry closes, and the estimate follows. One transaction; the form is
 * counted as retrieved, so it is never charged again as an extra 1042-S.
 */
export const recordReceivedCopy = operation('recordReceivedCopy', async ({ caller, params, body }) => {
  const { application } = await readyForRetrieval(params.applicationId);
  const item = await entry(params.applicationId, params.entryId);
  const ticket = await getTicket(application.userId, body.uploadId);
  if (!ticket) throw notFound(copy.upload.unknownUpload);
  const next = transition(
    item,
    { type: 'received', at: new Date().toISOString(), documentId: ticket.uploadId },
    caller,
  );
  // The rules of a customer's own form hold for a retrieved one (withheld within winnings): checked before the
  // upload leaves the quarantine, so a refused copy can be recorded again with corrected figures.
  const form: Form1042sEntry = form1042sEntrySchema.parse({
    id: newId(),
    taxYear: body.taxYear ?? item.date?.slice(0, 4) ?? String(new Date().getUTCFullYear() - 1),
    game: body.game ?? GAME_OF_WIN_TYPE[(item.winType || 'other') as WinType],
    winningsCents: body.winningsCents ?? item.amountWonCents ?? 0,
    federalWithheldCents: body.federalWithheldCents ?? item.withholdingCents ?? 0,
    documentId: ticket.uploadId,
    missingFormId: item.entryId,
  });
  // The customer's rule for their own forms (one of the claimed years), said to staff with the claim's years.
  if (answerProblems({ taxYears: application.taxYears, form1042sEntries: [form] }).form1042sEntries) {
    const problem = errors.copyYearOutside((application.taxYears ?? []).join(', '));
    throw badRequest(problem, { taxYear: problem });
  }
  const { size, contentType } = await checkStoredUpload(ticket);
  const forms = [...((application.form1042sEntries ?? []) as Form1042sEntry[]), form];
  const estimate = application.estimatedRefundOverridden
    ? undefined
    : estimateApplication({
        taxYears: application.taxYears ?? [],
        form1042sEntries: forms,
        missingForms: storedMissingForms(application),
        lossesByYear: (application.lossesByYear ?? {}) as Record<string, number>,
        countryOfResidence: application.countryOfResidence ?? null,
      });
  const profile = await openProfile(application.userId);
  const outcome = await recordRetrievedForm(
    ticket,
    {
      fileType: contentType,
      sizeBytes: size,
      userName: [profile?.item.firstName, profile?.item.lastName].filter(Boolean).join(' ') || undefined,
    },
    application,
    {
      form1042sEntries: forms,
      numRetrieved1042s: (application.numRetrieved1042s ?? 0) + 1,
      ...(estimate ? { estimatedRefundCents: estimate.totalRefundCents } : {}),
    },
    item,
    next,
  );
  if (outcome !== 'recorded') {
    throw outcome === 'already_recorded'
      ? conflict(undefined, copy.upload.alreadyRecorded(ticket.fileName))
      : conflict();
  }
  return ok(await retrievalOf(await claim(params.applicationId)));
});
