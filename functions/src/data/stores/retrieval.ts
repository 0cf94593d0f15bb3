import type { RetrievalStatus } from '@taxback/shared';
import { isConditionalCheckFailure, put, remove, update, writeAtomically, type ItemOf } from '../electro';
import { applications } from '../entities/application';
import { documents } from '../entities/document';
import { retrievals } from '../entities/retrieval';
import { uploadTickets } from '../entities/upload-ticket';
import type { ApplicationItem } from './application';
import type { Ticket } from './upload-ticket';

export type NewRetrieval = Parameters<ReturnType<typeof retrievals>['create']>[0];

export const claimRetrievals = async (applicationId: string): Promise<RetrievalItem[]> =>
  (await retrievals().query.byClaim({ applicationId }).go({ pages: 'all' })).data;

export const getRetrieval = async (applicationId: string, entryId: string): Promise<RetrievalItem | null> =>
  (await retrievals().get({ applicationId, entryId }).go()).data;

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

export type RetrievalItem = ItemOf<typeof retrievals>;

const countBy = (ids: string[]) => {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

/**
 * The open retrieval entries, by claim: those not yet requested, and those whose follow-up is due (marked by the
 * timer, or requested with a follow-up day of `today` or earlier). Read from the status index (GSI1), whose open
 * partitions hold only the work in hand.
 */
export async function openRetrievalsByClaim(today: string) {
  const byStatus = (status: 'to_request' | 'follow_up_due' | 'requested') => retrievals().query.byStatus({ status });
  const nextDay = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const [toRequest, markedDue, requestedDue] = await Promise.all([
    byStatus('to_request').go({ pages: 'all', attributes: ['applicationId'] }),
    byStatus('follow_up_due').go({ pages: 'all', attributes: ['applicationId'] }),
    byStatus('requested')
      .lt({ sortDay: nextDay })
      .go({ pages: 'all', attributes: ['applicationId'] }),
  ]);
  return {
    toRequest: countBy(toRequest.data.map((entry) => entry.applicationId)),
    followUpsDue: countBy([...markedDue.data, ...requestedDue.data].map((entry) => entry.applicationId)),
  };
}
