import { isClaimableTaxYear, isDescribed, messages, type ApplicationAnswers } from '@taxback/shared';
import type { ApplicationChanges, ApplicationItem } from '../data/application-store';
import { badRequest } from '../http/errors';

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
    throw badRequest(messages.application.yearNotClaimable, { taxYears: messages.application.yearNotClaimable });
  }
  const changes: ApplicationChanges = { ...answers };
  if (answers.hasItin === false) changes.itinIsActive = null;
  if (answers.missingForms) changes.numMissing1042s = answers.missingForms.filter(isDescribed).length;

  const hasAll1042s = answers.hasAll1042s !== undefined ? answers.hasAll1042s : current?.hasAll1042s;
  const leavingMissingForms = (answers.currentStep ?? 0) >= 7 && hasAll1042s === false;
  if (leavingMissingForms && !current?.documentsRequestedDate) changes.documentsRequestedDate = today.toISOString();
  return changes;
}

/** What an application still lacks before it can be paid for; empty when complete. */
export function missingAnswers(item: ApplicationItem): Record<string, string> {
  const missing: Record<string, string> = {};
  const required = messages.application.answerRequired;
  if (item.hasItin === undefined) missing.hasItin = required;
  if (item.hasItin === true && item.itinIsActive === undefined) missing.itinIsActive = required;
  if (!item.taxYears?.length) missing.taxYears = required;
  if (item.hasAll1042s === undefined) missing.hasAll1042s = required;
  if (item.hasAll1042s === false && !item.numMissing1042s) missing.missingForms = required;
  if (!item.formDeliveryPreference) missing.formDeliveryPreference = required;
  return missing;
}
