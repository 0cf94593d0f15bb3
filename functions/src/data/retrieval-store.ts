import type { RetrievalStatus } from '@taxback/shared';
import { applications } from './applications';
import { isConditionalCheckFailure, put, update, writeAtomically } from './electro';
import {
  authorisations,
  letters,
  retrievals,
  type AuthorisationItem,
  type LetterItem,
  type RetrievalItem,
} from './retrievals';

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
 * Stores the signed authorisation with one retrieval entry per form it lists, all or nothing. False
 * when the claim was authorised already.
 */
export async function recordAuthorisation(authorisation: NewAuthorisation, entries: NewRetrieval[]): Promise<boolean> {
  const failed = await writeAtomically([
    put(authorisations().create(authorisation).params()),
    // The claim carries the signing time, so its lifecycle can let it move to processing.
    update(
      applications()
        .patch({ userId: authorisation.userId, applicationId: authorisation.applicationId })
        .set({ retrievalAuthorisedAt: authorisation.signedAt })
        .params(),
    ),
    ...entries.map((entry) => put(retrievals().create(entry).params())),
  ]);
  return failed === null;
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
