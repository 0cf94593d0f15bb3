import { applications } from './applications';
import { conversations } from './conversations';
import { retrievals } from './retrievals';

/** What the work queues read of each claim (a projection: the audit trail's actions and dates, no forms or answers). */
const QUEUE_ATTRIBUTES = [
  'applicationId',
  'userId',
  'status',
  'taxYears',
  'hasItin',
  'itinIsActive',
  'hasAll1042s',
  'numMissing1042s',
  'num1042sForms',
  'uploadedIdDocsCount',
  'retrievalAuthorisedAt',
  'paymentCompletedDate',
  'paidCents',
  'formsSentDate',
  'formsReceivedDate',
  'irsSubmissionDate',
  'irsApprovalDate',
  'refundIssuedDate',
  'auditTrail',
  'createdAt',
  'updatedAt',
] as const;

/**
 * Every claim, as the queues read it: all pages of the staff index of claims (GSI1, partition `APPS`). That is
 * one Query, not a Scan of the table, but it reads every claim: queue membership depends on today's date
 * (days in stage, deadlines), so no stored key can select it.
 */
export async function claimsForQueues() {
  const { data } = await applications()
    .query.allApplications({})
    .go({ pages: 'all', attributes: [...QUEUE_ATTRIBUTES] });
  return data;
}

/** Unread customer messages, by customer: the conversations index (GSI1, `CONVERSATIONS`), unread ones only. */
export async function unreadMessagesByCustomer(): Promise<Map<string, number>> {
  const { data } = await conversations()
    .query.recent({})
    .where(({ unreadCount }, { gt }) => gt(unreadCount, 0))
    .go({ pages: 'all', attributes: ['userId', 'unreadCount'] });
  return new Map(data.map((conversation) => [conversation.userId, conversation.unreadCount]));
}

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
