import { CLAIM_DEADLINE, WORK_QUEUES } from '../../constants';

/** The work queue page (`/admin`) and the claims table (`/admin/claims`). */
export const adminWorkQueueCopy = {
  intro: 'Claims that need someone, by what they wait for. A claim can be in several queues.',
  queuesLabel: 'Work queues',
  fetchFailed: 'Failed to load the work queues',
  retry: 'Try again',
  /** Each queue's name, and a line saying what its count counts. */
  queues: {
    paid_not_reviewed: {
      title: 'Paid, review not started',
      counts: 'paid claims with no step recorded and not moved to processing',
    },
    awaiting_signature: {
      title: 'Waiting on the customer’s signature',
      counts: 'claims whose forms were sent for signing, or whose missing-form authorisation is not signed',
    },
    forms_to_request: {
      title: 'Missing forms to request',
      counts: 'paid claims missing a Form 1042-S that has not been requested from the casino yet',
    },
    follow_ups_due: {
      title: 'Casino follow-ups due',
      counts: 'claims with a missing-form request whose follow-up day has come',
    },
    unread_messages: {
      title: 'Unread messages',
      counts: 'claims whose customer sent messages nobody has read',
    },
    stalled: {
      title: `Over ${WORK_QUEUES.stalledAfterBusinessDays} business days in a stage`,
      counts: `claims in review, forms sent or forms received for more than ${WORK_QUEUES.stalledAfterBusinessDays} business days`,
    },
    deadline_near: {
      title: `Deadline within ${CLAIM_DEADLINE.staffAlertDaysBefore} days`,
      counts: `paid claims not submitted to the IRS with a tax year due within ${CLAIM_DEADLINE.staffAlertDaysBefore} days`,
    },
  },
  countUnit: (count: number) => (count === 1 ? 'claim' : 'claims'),
  claims: {
    title: 'Claims',
    queueFilter: 'Queue',
    stageFilter: 'Stage',
    allQueues: 'All claims',
    allStages: 'All stages',
    stageOption: (label: string, count: number) => `${label} (${count})`,
    showing: (shown: number, total: number) =>
      shown === total ? `${total} ${total === 1 ? 'claim' : 'claims'}` : `Showing ${shown} of ${total} claims`,
    empty: 'No claims match this filter',
    fetchFailed: 'Failed to load the claims',
    tableLabel: 'Claims',
    columns: {
      name: 'Name',
      years: 'Years',
      paid: 'Paid',
      stage: 'Stage',
      daysInStage: 'Days in stage',
      nextAction: 'Next action',
    },
    unnamed: 'No name yet',
    notPaid: 'Not paid',
    paidOn: (date: string) => `on ${date}`,
    noYears: '—',
    businessDays: (days: number) => `${days} business ${days === 1 ? 'day' : 'days'}`,
    since: (date: string) => `since ${date}`,
    unknown: '—',
  },
  stages: {
    draft: 'Draft',
    ready_for_payment: 'Ready for payment',
    reopened: 'Reopened',
    balance_due: 'Balance due',
    in_review: 'Paid, in review',
    forms_sent: 'Forms sent for signing',
    forms_received: 'Signed forms received',
    submitted_to_irs: 'Submitted to the IRS',
    approved_by_irs: 'Processed by the IRS',
    refund_issued: 'Refund issued',
    rejected: 'Rejected',
  },
  /** The customer's next action; when none, what the stage waits for on our side (or the IRS's). */
  nextActions: {
    continue_application: 'Customer: finish the application',
    pay: 'Customer: pay',
    review_answers: 'Customer: review the answers',
    pay_balance: 'Customer: pay the balance',
    sign_authorisation: 'Customer: sign the missing-form authorisation',
    sign_and_mail_forms: 'Customer: sign and mail the forms',
    upload_documents: 'Customer: upload documents',
  },
  ourMoves: {
    draft: 'Customer: finish the application',
    ready_for_payment: 'Customer: pay',
    reopened: 'Customer: review the answers',
    balance_due: 'Customer: pay the balance',
    in_review: 'Us: review and prepare the forms',
    forms_sent: 'Customer: sign and mail the forms',
    forms_received: 'Us: submit to the IRS',
    submitted_to_irs: 'IRS: process the return',
    approved_by_irs: 'IRS: issue the refund',
    refund_issued: 'Nothing: done',
    rejected: 'Nothing: closed',
  },
};
