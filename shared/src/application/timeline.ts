/** What the customer's refund timeline reads from an application and its payment. */
export interface TimelineFacts {
  status: string;
  taxYears?: readonly string[] | null;
  hasItin?: boolean | null;
  hasAll1042s?: boolean | null;
  paid: boolean;
  formsSentDate?: string | null;
  irsSubmissionDate?: string | null;
  irsApprovalDate?: string | null;
  refundIssuedDate?: string | null;
}

export type TimelineStepId =
  | 'application_started'
  | 'application_completed'
  | 'under_review'
  | 'submitted_to_irs'
  | 'approved_by_irs'
  | 'refund_issued';

export interface TimelineStep {
  id: TimelineStepId;
  completed: boolean;
  date: string | null;
}

export type TimelineSummary = 'not_started' | 'in_progress' | 'completed';

const hasValue = (value: boolean | null | undefined) => typeof value === 'boolean';

/** The six steps of "Your Refund Journey", each completed or pending. */
export function refundTimeline(facts: TimelineFacts): TimelineStep[] {
  const started = (facts.taxYears?.length ?? 0) > 0 || hasValue(facts.hasItin) || hasValue(facts.hasAll1042s);
  const dated = (id: TimelineStepId, date: string | null | undefined): TimelineStep => ({
    id,
    completed: Boolean(date),
    date: date ?? null,
  });
  return [
    { id: 'application_started', completed: started, date: null },
    { id: 'application_completed', completed: facts.paid, date: null },
    dated('under_review', facts.formsSentDate),
    dated('submitted_to_irs', facts.irsSubmissionDate),
    dated('approved_by_irs', facts.irsApprovalDate),
    dated('refund_issued', facts.refundIssuedDate),
  ];
}

export function timelineSummary(facts: TimelineFacts): TimelineSummary {
  if (facts.refundIssuedDate) return 'completed';
  const untouched =
    facts.status === 'draft' &&
    (facts.taxYears?.length ?? 0) === 0 &&
    !hasValue(facts.hasItin) &&
    !hasValue(facts.hasAll1042s);
  return untouched ? 'not_started' : 'in_progress';
}
