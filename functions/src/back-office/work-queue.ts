import { DISPLAYED_STATUSES, claimWork, queueCounts, WORK_QUEUES, type WorkQueueRow } from '@taxback/shared';
import { customerNamesOf } from '../data/stores/profile';
import { claimsForQueues } from '../data/stores/application';
import { openRetrievalsByClaim } from '../data/stores/retrieval';
import { unreadMessagesByCustomer } from '../data/stores/conversation';
import { ok, operation } from '../http/lambda-handler';

/**
 * The claims table of the back office: every claim's stage, days in stage and next action, filtered by a work
 * queue and/or a stage, longest in their stage first, with every queue's count.
 */
export const listWorkQueue = operation('listWorkQueue', async ({ query }) => {
  const now = new Date();
  const [claims, unread, retrieval] = await Promise.all([
    claimsForQueues(),
    unreadMessagesByCustomer(),
    // The follow-up day is a UTC day, as the timer that marks it due reads it (retrieval/status.ts).
    openRetrievalsByClaim(now.toISOString().slice(0, 10)),
  ]);
  const worked = claims.map((claim) => ({
    claim,
    work: claimWork(
      {
        ...claim,
        retrievalsToRequest: retrieval.toRequest.get(claim.applicationId) ?? 0,
        retrievalFollowUpsDue: retrieval.followUpsDue.get(claim.applicationId) ?? 0,
        unreadMessages: unread.get(claim.userId) ?? 0,
      },
      now,
    ),
  }));
  const stageCounts = Object.fromEntries(DISPLAYED_STATUSES.map((stage) => [stage, 0])) as Record<
    (typeof DISPLAYED_STATUSES)[number],
    number
  >;
  for (const { work } of worked) stageCounts[work.stage] += 1;

  const matching = worked
    .filter(
      ({ work }) => (!query.queue || work.queues.includes(query.queue)) && (!query.stage || work.stage === query.stage),
    )
    .sort(
      (a, b) =>
        (b.work.daysInStage ?? -1) - (a.work.daysInStage ?? -1) ||
        a.claim.applicationId.localeCompare(b.claim.applicationId),
    );
  const shown = matching.slice(0, query.limit ?? WORK_QUEUES.maxRows);
  const names = await customerNamesOf(shown.map(({ claim }) => claim.userId));
  const rows: WorkQueueRow[] = shown.map(({ claim, work }) => ({
    applicationId: claim.applicationId,
    userId: claim.userId,
    customerName: names.get(claim.userId) ?? '',
    taxYears: claim.taxYears ?? [],
    paidCents: claim.paymentCompletedDate ? (claim.paidCents ?? null) : null,
    paidAt: claim.paymentCompletedDate ?? null,
    ...work,
  }));
  return ok({ rows, total: matching.length, counts: queueCounts(worked.map(({ work }) => work)), stageCounts });
});
