import { w7Application } from './itin';

/** What the customer's refund timeline reads from an application and its payment. */
export interface TimelineFacts {
  status: string;
  taxYears?: readonly string[] | null;
  hasItin?: boolean | null;
  hasAll1042s?: boolean | null;
  paid: boolean;
  formsSentDate?: string | null;
  itinIsActive?: string | null;
  /** Staff received the signed originals of the official forms. */
  formsReceivedDate?: string | null;
  /** The missing Forms 1042-S were requested (a claim without all of them). */
  documentsRequestedDate?: string | null;
  /** An original passport sent with a W-7 arrived, and was sent back. */
  passportReceivedDate?: string | null;
  passportReturnedDate?: string | null;
  irsSubmissionDate?: string | null;
  irsApprovalDate?: string | null;
  refundIssuedDate?: string | null;
}

export type TimelineStepId =
  | 'application_started'
  | 'application_completed'
  | 'under_review'
  | 'forms_sent'
  | 'signed_forms_received'
  | 'passport_received'
  | 'passport_returned'
  | 'forms_requested'
  | 'submitted_to_irs'
  | 'approved_by_irs'
  | 'refund_issued';

export interface TimelineStep {
  id: TimelineStepId;
  completed: boolean;
  date: string | null;
  /** Filled in by the customer, and only the payment is left: not a step still to come. */
  awaitingPayment?: true;
}

const hasValue = (value: unknown) => typeof value === 'boolean';

/** The first answers of a claim, as stored (the stream processor reads them from raw images). */
interface AnswerFacts {
  taxYears?: unknown;
  hasItin?: unknown;
  hasAll1042s?: unknown;
}

/** Whether the customer has answered anything yet: a year chosen, or either yes/no question. */
const hasAnswers = (facts: AnswerFacts) =>
  (Array.isArray(facts.taxYears) && facts.taxYears.length > 0) ||
  hasValue(facts.hasItin) ||
  hasValue(facts.hasAll1042s);

/** A claim opened and never answered: staff count these apart from the claims in work. */
export const isUntouchedDraft = (facts: AnswerFacts & { status?: unknown }) =>
  facts.status === 'draft' && !hasAnswers(facts);

/**
 * The steps of "Your Refund Journey", each completed or pending: the passport's arrival and return only for a
 * claim with a Form W-7 (new or renewal), the forms sent for signature once they are, and the request of the
 * missing forms only for a claim without all of them (the staff tracker's order).
 */
export function refundTimeline(facts: TimelineFacts): TimelineStep[] {
  const started = hasAnswers(facts);
  const dated = (id: TimelineStepId, date: string | null | undefined): TimelineStep => ({
    id,
    completed: Boolean(date),
    date: date ?? null,
  });
  return [
    { id: 'application_started', completed: started, date: null },
    {
      id: 'application_completed',
      completed: facts.paid,
      date: null,
      ...(!facts.paid && facts.status === 'ready_for_payment' ? { awaitingPayment: true as const } : {}),
    },
    dated('under_review', facts.formsSentDate),
    ...(facts.formsSentDate ? [dated('forms_sent', facts.formsSentDate)] : []),
    dated('signed_forms_received', facts.formsReceivedDate),
    ...(w7Application(facts)
      ? [dated('passport_received', facts.passportReceivedDate), dated('passport_returned', facts.passportReturnedDate)]
      : []),
    ...(facts.hasAll1042s === false ? [dated('forms_requested', facts.documentsRequestedDate)] : []),
    dated('submitted_to_irs', facts.irsSubmissionDate),
    dated('approved_by_irs', facts.irsApprovalDate),
    dated('refund_issued', facts.refundIssuedDate),
  ];
}

/** A payment as the timeline shows it (the shape of `ClaimPayment`). */
export interface TimelinePayment {
  kind: 'fee' | 'balance';
  status: 'paid' | 'refunded';
  amountCents: number;
  paidAt: string;
  refundedAt: string | null;
}

export type JourneyEntry = { step: TimelineStep; payment?: undefined } | { payment: TimelinePayment; step?: undefined };

/**
 * The refund timeline with an entry for each payment of the claim: after "Application Completed", in the
 * order they were made, each before the first dated step that came after it (a balance paid after the
 * forms were sent shows after "Under Review").
 */
export function refundJourney(facts: TimelineFacts, payments: readonly TimelinePayment[]): JourneyEntry[] {
  const waiting = [...payments].sort((a, b) => a.paidAt.localeCompare(b.paidAt));
  const entries: JourneyEntry[] = [];
  let afterCompletion = false;
  for (const step of refundTimeline(facts)) {
    if (afterCompletion && step.date) {
      while (waiting.length && waiting[0]!.paidAt < step.date) entries.push({ payment: waiting.shift()! });
    }
    if (afterCompletion && !step.date) entries.push(...waiting.splice(0).map((payment) => ({ payment })));
    entries.push({ step });
    if (step.id === 'application_completed') afterCompletion = true;
  }
  entries.push(...waiting.map((payment) => ({ payment })));
  return entries;
}
