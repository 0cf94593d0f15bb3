import type { RetrievalStatus } from '@taxback/shared';
import { applications } from './applications';
import type { ApplicationItem } from './application-store';
import type { Ticket } from './document-store';
import { documents } from './documents';
import { isConditionalCheckFailure, put, remove, update, writeAtomically } from './electro';
import {
  authorisations,
  letters,
  retrievals,
  type AuthorisationItem,
  type LetterItem,
  type RetrievalItem,
} from './retrievals';
import { uploadTickets } from './upload-tickets';

export type NewAuthorisation = Parameters<ReturnType<typeof authorisations>['create']>[0];
export type NewRetrieval = Parameters<ReturnType<typeof retrievals>['create']>[0];

export const getAuthorisation = async (applicationId: string): Promise<AuthorisationItem | null> =>
  (await authorisations().get({ applicationId }).go()).data;

export const claimRetrievals = async (applicationId: string): Promise<RetrievalItem[]> =>
  (await retrievals().query.byClaim({ applicationId }).go({ pages: 'all' })).data;

export const getRetrieval = async (applicationId: string, entryId: string): Promise<RetrievalItem | null> =>
  (await retrievals().get({ applicationId, entryId }).go()).data;

export const claimLetters = async (applicationId: string): Promise<LetterItem[]> =>
  (await letters().query.byClaim({ applicationId }).go({ pages: 'all' })).data;

export const getLetter = async (applicationId: string, letterId: string): Promise<LetterItem | null> =>
  (await letters().get({ applicationId, letterId }).go()).data;

/**
 * Stores the signed authorisation with one retrieval entry per form it lists, all or nothing, while the claim
 * is still at the version whose forms were signed. 'authorised_already' when the claim was authorised already;
 * 'claim_changed' when its answers were saved meanwhile.
 */
export async function recordAuthorisation(
  authorisation: NewAuthorisation,
  entries: NewRetrieval[],
  claimVersion: number,
): Promise<'recorded' | 'authorised_already' | 'claim_changed'> {
  const failed = await writeAtomically([
    put(authorisations().create(authorisation).params()),
    // The claim carries the signing time, so its lifecycle can let it move to processing.
    update(
      applications()
        .patch({ userId: authorisation.userId, applicationId: authorisation.applicationId })
        .set({ retrievalAuthorisedAt: authorisation.signedAt })
        .where(({ version }, { eq }) => eq(version, claimVersion))
        .params(),
    ),
    ...entries.map((entry) => put(retrievals().create(entry).params())),
  ]);
  if (!failed) return 'recorded';
  return failed[0] === 'ConditionalCheckFailed' ? 'authorised_already' : 'claim_changed';
}

/**
 * Replaces an entry when nobody changed it since it was read (its version), so two staff members, or
 * staff and the follow-up timer, never overwrite each other. False when it changed meanwhile.
 */
export async function saveRetrieval(read: RetrievalItem, next: RetrievalItem): Promise<RetrievalItem | null> {
  const sortDay = next.followUpOn ?? new Date().toISOString().slice(0, 10);
  const { createdAt: _created, updatedAt: _updated, ...rest } = next;
  const stored = { ...rest, sortDay, version: read.version + 1, createdAt: read.createdAt };
  try {
    await retrievals()
      .put(stored as never)
      .where(({ version }, { eq }) => eq(version, read.version))
      .go();
    return { ...stored, updatedAt: new Date().toISOString() } as RetrievalItem;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/**
 * Entries in a status, a page at a time: open ones soonest follow-up (or oldest change) first, closed
 * ones (received, not available) latest closing day first.
 */
export async function retrievalsInStatus(status: RetrievalStatus, cursor: string | null, limit: number) {
  const order = status === 'received' || status === 'not_available' ? 'desc' : 'asc';
  const page = await retrievals().query.byStatus({ status }).go({ cursor, limit, order });
  return { items: page.data, cursor: page.cursor };
}

/** Requested entries whose follow-up day is `day` or earlier. */
export async function followUpsDueBy(day: string): Promise<RetrievalItem[]> {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);
  const { data } = await retrievals()
    .query.byStatus({ status: 'requested' })
    .lt({ sortDay: next })
    .go({ pages: 'all' });
  return data;
}

export async function createLetter(letter: Parameters<ReturnType<typeof letters>['create']>[0]): Promise<LetterItem> {
  return (await letters().create(letter).go()).data as LetterItem;
}

export async function markLetter(letter: LetterItem, sentOn: string, channel: LetterItem['channel']) {
  const { data } = await letters()
    .patch({ applicationId: letter.applicationId, letterId: letter.letterId })
    .set({ sentOn, channel })
    .go({ response: 'all_new' });
  return data as LetterItem;
}

/** The claim's side of a retrieved form: its forms with the new one, and the estimate that follows (if not overridden). */
export interface RetrievedFormClaim {
  form1042sEntries: ApplicationItem['form1042sEntries'];
  numRetrieved1042s: number;
  estimatedRefundCents?: number;
}

/**
 * Files the copy of a form a casino sent, in one transaction: the upload's ticket is consumed, the file
 * recorded as the customer's Form, the claim takes the new form (if its version is still the one read)
 * and the entry its received state (likewise). 'already_recorded' when the ticket was used already,
 * 'changed' when the claim or the entry moved meanwhile.
 */
export async function recordRetrievedForm(
  ticket: Ticket,
  file: { fileType: string; sizeBytes: number; userName?: string },
  application: ApplicationItem,
  claim: RetrievedFormClaim,
  read: RetrievalItem,
  next: RetrievalItem,
): Promise<'recorded' | 'already_recorded' | 'changed'> {
  const failed = await writeAtomically([
    remove(
      uploadTickets()
        .delete({ userId: ticket.userId, uploadId: ticket.uploadId })
        .where(({ uploadId }, { exists }) => exists(uploadId))
        .params(),
    ),
    put(
      documents()
        .create({
          documentId: ticket.uploadId,
          userId: application.userId,
          fileName: ticket.fileName,
          filePath: ticket.filePath,
          fileType: file.fileType,
          sizeBytes: file.sizeBytes,
          category: 'Form',
          userName: file.userName,
        })
        .params(),
    ),
    update(
      applications()
        .patch({ userId: application.userId, applicationId: application.applicationId })
        .set({ ...claim, version: application.version + 1 })
        .where(({ version }, { eq }) => eq(version, application.version))
        .params(),
    ),
    put(
      retrievals()
        .put({ ...next, sortDay: new Date().toISOString().slice(0, 10), version: read.version + 1 } as never)
        .where(({ version }, { eq }) => eq(version, read.version))
        .params(),
    ),
  ]);
  if (!failed) return 'recorded';
  return failed[0] === 'ConditionalCheckFailed' ? 'already_recorded' : 'changed';
}
