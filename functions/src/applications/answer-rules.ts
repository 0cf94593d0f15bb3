import { storedMissingForms } from './application-view';
import {
  estimateApplication,
  missingAnswers as missingClaimAnswers,
  isClaimableTaxYear,
  isDescribed,
  copy,
  type ApplicationAnswers,
  type Form1042sEntry,
} from '@taxback/shared';
import type { ApplicationChanges, ApplicationItem } from '../data/application-store';
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
  const notClaimable = answers.taxYears?.filter((year) => !isClaimableTaxYear(Number(year), today)) ?? [];
  if (notClaimable.length) {
    throw badRequest(copy.application.yearNotClaimable, { taxYears: copy.application.yearNotClaimable });
  }
  const changes: ApplicationChanges = { ...answers };
  if (answers.hasItin === false) changes.itinIsActive = null;
  if (answers.missingForms) changes.numMissing1042s = answers.missingForms.filter(isDescribed).length;

  if (!current?.estimatedRefundOverridden && touchesEstimate(answers)) {
    const estimate = estimateApplication({
      taxYears: answers.taxYears ?? current?.taxYears ?? [],
      form1042sEntries: answers.form1042sEntries ?? (current?.form1042sEntries as Form1042sEntry[] | undefined) ?? [],
      missingForms: answers.missingForms ?? (current ? storedMissingForms(current) : []),
      lossesByYear: answers.lossesByYear ?? (current?.lossesByYear as Record<string, number> | undefined) ?? {},
    });
    changes.estimatedRefundCents = estimate ? estimate.totalRefundCents : null;
  }

  const hasAll1042s = answers.hasAll1042s !== undefined ? answers.hasAll1042s : current?.hasAll1042s;
  const leavingMissingForms = (answers.currentStep ?? 0) >= 7 && hasAll1042s === false;
  if (leavingMissingForms && !current?.documentsRequestedDate) changes.documentsRequestedDate = today.toISOString();
  return changes;
}

const touchesEstimate = (answers: ApplicationAnswers) =>
  ['taxYears', 'form1042sEntries', 'missingForms', 'lossesByYear'].some((name) => name in answers);

/** What an application still lacks before it can be paid for; empty when complete. */
export const missingAnswers = (item: ApplicationItem): Record<string, string> => missingClaimAnswers(claimFacts(item));
