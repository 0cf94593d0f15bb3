import * as z from '../zod';
import {
  DISPLAYED_STATUSES,
  displayedStatus,
  nextAction,
  stageSince,
  type ClaimStandingFacts,
  type DisplayedStatus,
  type NextAction,
  type StageHistory,
} from '../claim/next-action';
import { businessDaysSince } from '../claim/business-days';
import { yearsNearDeadline } from '../claim/deadline-alerts';
import { WORK_QUEUES } from '../constants';

/** The back office's work queues, in the order the work queue page shows them. */
export const WORK_QUEUE_IDS = [
  'paid_not_reviewed',
  'awaiting_signature',
  'forms_to_request',
  'follow_ups_due',
  'unread_messages',
  'stalled',
  'deadline_near',
] as const;
export type WorkQueueId = (typeof WORK_QUEUE_IDS)[number];

/** The stages in which the next move is ours (or the customer's signature), so a long wait there is overdue. */
const WORKING_STAGES: readonly DisplayedStatus[] = ['in_review', 'forms_sent', 'forms_received'];

/** The stages after which the return is with the IRS: no deadline or missing form is chased any more. */
const FILED_STAGES: readonly DisplayedStatus[] = ['submitted_to_irs', 'approved_by_irs', 'refund_issued'];

/**
 * What the queues read of a claim: the stored claim as it is, and what is kept beside it (its customer's unread
 * messages, its retrieval entries). The forms put on the claim for signature are not read (`formsToSign` stays
 * unknown): a claim waits for its signature from the step "forms sent".
 */
export interface WorkQueueFacts extends Omit<ClaimStandingFacts, 'retrievalAuthorised'>, StageHistory {
  taxYears?: readonly string[] | null;
  retrievalAuthorisedAt?: string | null;
  /** The claim's retrieval entries not yet requested from a casino. */
  retrievalsToRequest?: number | null;
  /** The claim's retrieval entries whose follow-up day has come (the hourly timer may not have marked them yet). */
  retrievalFollowUpsDue?: number | null;
  /** Messages from the claim's customer that staff have not read (one thread per customer). */
  unreadMessages?: number | null;
}

const standing = (facts: WorkQueueFacts): ClaimStandingFacts => ({
  ...facts,
  retrievalAuthorised: Boolean(facts.retrievalAuthorisedAt),
});

/** Business days (Eastern time, weekends off) since the claim entered its stage. */
export function daysInStage(facts: WorkQueueFacts, now: Date): number | null {
  const since = stageSince(standing(facts));
  return since ? businessDaysSince(since, now) : null;
}

const isPaid = (facts: WorkQueueFacts) => Boolean(facts.paymentCompletedDate) && facts.status !== 'rejected';

/** Each queue's rule, given the claim's stage and next action as the one status model derives them. */
const QUEUE_RULES: Record<
  WorkQueueId,
  (
    facts: WorkQueueFacts,
    derived: { stage: DisplayedStatus; next: NextAction; days: number | null; now: Date },
  ) => boolean
> = {
  // Paid and nothing done yet: no step recorded, and staff have not moved it to processing.
  paid_not_reviewed: (facts, { stage }) => stage === 'in_review' && facts.status === 'submitted',
  // The retrieval authorisation to sign, or the official forms sent and their signed originals not yet back.
  awaiting_signature: (_facts, { stage, next }) =>
    next === 'sign_authorisation' || next === 'sign_and_mail_forms' || stage === 'forms_sent',
  // Forms 1042-S the customer lacks, not yet asked of the casinos (none is before the authorisation is signed).
  forms_to_request: (facts, { stage }) =>
    isPaid(facts) &&
    !FILED_STAGES.includes(stage) &&
    facts.hasAll1042s === false &&
    (!facts.retrievalAuthorisedAt || (facts.retrievalsToRequest ?? 0) > 0),
  follow_ups_due: (facts) => (facts.retrievalFollowUpsDue ?? 0) > 0,
  unread_messages: (facts) => (facts.unreadMessages ?? 0) > 0,
  stalled: (_facts, { stage, days }) =>
    WORKING_STAGES.includes(stage) && days !== null && days > WORK_QUEUES.stalledAfterBusinessDays,
  // The daily deadline alert's rule: paid, not rejected, not submitted, a year's deadline within its days.
  deadline_near: (facts, { now }) => yearsNearDeadline(facts, now).length > 0,
};

/** Where a claim stands for staff, and the queues it is in, on a date. */
export interface ClaimWork {
  stage: DisplayedStatus;
  stageSince: string | null;
  daysInStage: number | null;
  nextAction: NextAction;
  queues: WorkQueueId[];
}

export function claimWork(facts: WorkQueueFacts, now: Date): ClaimWork {
  const claim = standing(facts);
  const stage = displayedStatus(claim);
  const next = nextAction(claim);
  const days = daysInStage(facts, now);
  const derived = { stage, next, days, now };
  return {
    stage,
    stageSince: stageSince(facts),
    daysInStage: days,
    nextAction: next,
    queues: WORK_QUEUE_IDS.filter((queue) => QUEUE_RULES[queue](facts, derived)),
  };
}

/** How many claims each queue holds. */
export function queueCounts(claims: readonly Pick<ClaimWork, 'queues'>[]): Record<WorkQueueId, number> {
  const counts = Object.fromEntries(WORK_QUEUE_IDS.map((queue) => [queue, 0])) as Record<WorkQueueId, number>;
  for (const claim of claims) for (const queue of claim.queues) counts[queue] += 1;
  return counts;
}

/** The claims table's filter: one queue, one stage, or both; `limit` 0 asks for the counts alone. */
export const workQueueQuerySchema = z.object({
  queue: z.optional(z.enum(WORK_QUEUE_IDS)),
  stage: z.optional(z.enum(DISPLAYED_STATUSES)),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(WORK_QUEUES.maxRows))),
});

const NEXT_ACTIONS = [
  'continue_application',
  'pay',
  'review_answers',
  'pay_balance',
  'sign_authorisation',
  'sign_and_mail_forms',
  'upload_documents',
  'none',
] as const satisfies readonly NextAction[];
type MissingAction = Exclude<NextAction, (typeof NEXT_ACTIONS)[number]>;
export const EVERY_ACTION_LISTED: [MissingAction] extends [never] ? true : MissingAction = true;

export const workQueueRowSchema = z.object({
  applicationId: z.string(),
  userId: z.string(),
  customerName: z.string(),
  taxYears: z.array(z.string()),
  paidCents: z.nullable(z.number()),
  paidAt: z.nullable(z.string()),
  stage: z.enum(DISPLAYED_STATUSES),
  stageSince: z.nullable(z.string()),
  daysInStage: z.nullable(z.number()),
  nextAction: z.enum(NEXT_ACTIONS),
  queues: z.array(z.enum(WORK_QUEUE_IDS)),
});
export type WorkQueueRow = z.output<typeof workQueueRowSchema>;

export const workQueueSchema = z.object({
  /** The matching claims, longest in their stage first, at most the limit asked. */
  rows: z.array(workQueueRowSchema),
  /** How many claims match the filter. */
  total: z.number(),
  /** Every queue's count over all claims, whatever the filter. */
  counts: z.record(z.enum(WORK_QUEUE_IDS), z.number()),
  /** How many claims are in each stage, whatever the filter. */
  stageCounts: z.record(z.enum(DISPLAYED_STATUSES), z.number()),
});
export type WorkQueue = z.output<typeof workQueueSchema>;
