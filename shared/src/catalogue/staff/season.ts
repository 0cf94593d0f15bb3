import type { SeasonStage } from '../../admin/season';

/** The season view (staff only, English). */
export const adminSeasonCopy = {
  intro:
    'The season at a glance, kept up to date by every change of a claim, payment or form request; the recount rebuilds it.',
  loading: 'Loading the season…',
  failed: 'The season’s figures could not be loaded.',
  retry: 'Try again',
  tableView: 'Table view',
  week: 'Week of',
  total: 'Total',
  allWeeks: 'Now, all weeks',
  stages: {
    draft: 'Draft',
    ready_for_payment: 'Ready for payment',
    reopened: 'Reopened',
    balance_due: 'Balance due',
    in_review: 'In review',
    forms_sent: 'Forms sent',
    forms_received: 'Forms received',
    submitted_to_irs: 'Submitted to IRS',
    approved_by_irs: 'Approved by IRS',
    refund_issued: 'Refund issued',
    rejected: 'Rejected',
  } satisfies Record<SeasonStage, string>,
  stageChart: {
    title: 'Claims by stage, by the week they entered it',
    summary: (claims: number, shown: string, weeks: number, busiest: string | null) =>
      `${shown} ${claims === 1 ? 'claim' : 'claims'} entered their current stage in the last ${weeks} weeks${
        busiest ? `; the largest stage now is ${busiest}` : ''
      }.`,
    stageLinksLabel: 'Open the claims in a stage',
    stageLink: (stage: string, count: string) => `${stage}: ${count}`,
  },
  moneyChart: {
    title: 'Money per week',
    paidCents: 'Fees paid',
    balancePaidCents: 'Balances paid',
    refundedCents: 'Refunded',
    summary: (paid: string, balances: string, refunded: string) =>
      `This season: ${paid} in fees, ${balances} in balances, ${refunded} refunded.`,
    owing: (claims: number, shown: string) =>
      claims === 1 ? 'One reopened claim owes a balance now.' : `${shown} reopened claims owe a balance now.`,
  },
  funnel: {
    title: 'Lost forms (Form 1042-S retrieval)',
    formsMissing: 'Missing on paid claims',
    formsAuthorised: 'Authorised by the customer',
    lettersSent: 'Letters sent to casinos',
    copiesReceived: 'Copies received',
    formsNotAvailable: (count: string) => `Forms the casinos could not provide: ${count}.`,
    openRetrieval: 'Open the form retrieval list',
    summary: (missing: string, received: string) => `${received} of ${missing} missing forms received.`,
    step: 'Step',
    forms: 'Forms',
  },
  deadlines: {
    title: 'Deadlines near, not submitted',
    summary: (count: number, shown: string, days: number) =>
      `${shown} ${count === 1 ? 'year of a paid claim' : 'years of paid claims'} must be filed within ${days} days and ${
        count === 1 ? 'is' : 'are'
      } not yet submitted to the IRS.`,
    none: 'No paid claim has a deadline within the alert window.',
    more: (shown: number, total: string) => `The ${shown} nearest are listed, of ${total}.`,
    claim: 'Claim',
    year: 'Tax year',
    deadline: 'Deadline',
    daysLeft: 'Days left',
    stage: 'Stage',
    days: (days: number) => (days === 0 ? 'Today' : `${days}`),
  },
};
