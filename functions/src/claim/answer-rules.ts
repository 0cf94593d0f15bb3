import { storedMissingForms } from './application-view';
import {
  answerProblems,
  applicationAnswersSchema,
  estimateApplication,
  ITIN_DIGITS,
  missingAnswers as missingClaimAnswers,
  missingAnswerTexts,
  unclaimableTaxYears,
  isDescribed,
  itinExpiredByNonUse,
  copy,
  type ApplicationAnswers,
  type Form1042sEntry,
} from '@taxback/shared';
import type { ApplicationChanges, ApplicationItem } from '../data/stores/application';
import { badRequest } from '../http/errors';
import { claimFacts } from './lifecycle';

/**
 * Checks a customer's answers against the rules only the server can be trusted with, and adds the
 * values that follow from them.
 */
export function changesFromAnswers(
  answers: ApplicationAnswers,
  current: ApplicationItem | null,
  today: Date,
): ApplicationChanges {
  if (unclaimableTaxYears(answers.taxYears ?? [], today).length) {
    throw badRequest(copy.application.yearNotClaimable, { taxYears: copy.application.yearNotClaimable });
  }
  const changes: ApplicationChanges = { ...answers };
  if (answers.hasItin === false) {
    changes.itinIsActive = null;
    changes.itinLastFiledYear = null;
  }
  // An ITIN unused for three tax years has expired whatever the customer believes: its W-7 is a renewal.
  const lastFiled = answers.itinLastFiledYear !== undefined ? answers.itinLastFiledYear : current?.itinLastFiledYear;
  const hasItin = answers.hasItin !== undefined ? answers.hasItin : current?.hasItin;
  if (hasItin && lastFiled && itinExpiredByNonUse(Number(lastFiled), today)) changes.itinIsActive = 'no';

  const taxYears = answers.taxYears ?? current?.taxYears ?? [];
  const hasAll1042s = answers.hasAll1042s !== undefined ? answers.hasAll1042s : current?.hasAll1042s;
  // Holding every form means nothing to retrieve: earlier missing-form entries no longer count or cost.
  if (hasAll1042s === true && (answers.hasAll1042s === true || answers.missingForms)) {
    changes.missingForms = [];
    changes.numMissing1042s = 0;
  } else if (answers.missingForms) {
    changes.numMissing1042s = answers.missingForms.filter(isDescribed).length;
  }
  // Losses of a year no longer claimed are dropped with the year.
  const storedLosses = (current?.lossesByYear ?? {}) as Record<string, number>;
  if (answers.taxYears && !answers.lossesByYear && Object.keys(storedLosses).some((y) => !taxYears.includes(y))) {
    changes.lossesByYear = Object.fromEntries(Object.entries(storedLosses).filter(([y]) => taxYears.includes(y)));
  }
  const problems = answerProblems({
    taxYears,
    hasAll1042s,
    lossesByYear: answers.lossesByYear,
    missingForms: changes.missingForms ?? undefined,
    form1042sEntries: answers.form1042sEntries,
  });
  if (Object.keys(problems).length) throw badRequest(Object.values(problems)[0], problems);

  if (!current?.estimatedRefundOverridden && touchesEstimate(answers)) {
    const estimate = estimateApplication({
      taxYears: answers.taxYears ?? current?.taxYears ?? [],
      form1042sEntries: answers.form1042sEntries ?? (current?.form1042sEntries as Form1042sEntry[] | undefined) ?? [],
      missingForms: changes.missingForms ?? (current ? storedMissingForms(current) : []),
      lossesByYear:
        answers.lossesByYear ??
        changes.lossesByYear ??
        (current?.lossesByYear as Record<string, number> | undefined) ??
        {},
      countryOfResidence:
        answers.countryOfResidence !== undefined ? answers.countryOfResidence : (current?.countryOfResidence ?? null),
    });
    changes.estimatedRefundCents = estimate ? estimate.totalRefundCents : null;
  }

  // Delivery (7) comes after the missing forms; the winnings (9) come before them.
  const leavingMissingForms = answers.currentStep === 7 && hasAll1042s === false;
  if (leavingMissingForms && !current?.documentsRequestedDate) changes.documentsRequestedDate = today.toISOString();
  return changes;
}

const touchesEstimate = (answers: ApplicationAnswers) =>
  ['taxYears', 'form1042sEntries', 'missingForms', 'lossesByYear', 'hasAll1042s', 'countryOfResidence'].some(
    (name) => name in answers,
  );

/** What an application still lacks before it can be paid for; empty when complete. */
export const missingAnswers = (item: ApplicationItem): Record<string, string> =>
  missingAnswerTexts(missingClaimAnswers(claimFacts(item)));

const ANSWER_NAMES = Object.keys(applicationAnswersSchema.shape) as (keyof ApplicationAnswers)[];

/**
 * Every check of the answers again, on the stored claim, as finishing requires: each answer against the
 * browser's schema, the claim window, the rules between answers, and an ITIN on file when the customer
 * says they have one. Null when the claim may be finished; else the problems by answer, and a message that
 * names what to fix when the window, a rule between answers or the ITIN stops it (an unanswered step says itself).
 */
export function finishRefusal(
  item: ApplicationItem,
  today: Date,
  itinOnFile: string | null,
): { message: string; problems: Record<string, string> } | null {
  const fixes: Record<string, string> = answerProblems({ ...item, missingForms: storedMissingForms(item) });
  if (unclaimableTaxYears(item.taxYears ?? [], today).length) {
    fixes.taxYears = copy.application.yearNotClaimable;
  }
  if (item.hasItin === true && (itinOnFile ?? '').replace(/\D/g, '').length !== ITIN_DIGITS) {
    fixes.itin = copy.application.itinRequired;
  }
  const stored = item as Record<string, unknown>;
  const answers = Object.fromEntries(
    ANSWER_NAMES.filter((name) => stored[name] !== undefined && name !== 'currentStep').map((name) => [
      name,
      stored[name],
    ]),
  );
  const schemaIssues: Record<string, string> = {};
  for (const issue of applicationAnswersSchema.safeParse(answers).error?.issues ?? []) {
    schemaIssues[String(issue.path[0] ?? 'answers')] ??= issue.message;
  }
  // An unanswered step outranks a schema issue, which outranks a rule, on the same answer.
  const problems = { ...fixes, ...schemaIssues, ...missingAnswers(item) };
  if (!Object.keys(problems).length) return null;
  return { message: Object.values(fixes)[0] ?? copy.application.incomplete, problems };
}
