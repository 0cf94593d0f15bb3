import {
  copy,
  OTHER_CASINO,
  type ApplicationAnswers,
  type Form1042sEntry,
  type MissingFormEntry,
} from '@taxback/shared';
import type { ApplicationItem } from '../data/stores/application';
import { listDirectory } from '../data/stores/casino';
import { badRequest, conflict } from '../http/errors';
import { storedMissingForms } from './application-view';

/** Key order and absent fields do not make two entries different. */
const canonical = (entries: readonly MissingFormEntry[]) =>
  JSON.stringify(
    entries.map((entry) =>
      Object.fromEntries(
        Object.entries(entry)
          .filter(([, value]) => value !== undefined && value !== '')
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
    ),
  );

/**
 * The checks on missing forms that need stored data: every casino chosen is in the directory (or
 * "other"), and once the customer signed the retrieval authorisation the forms it lists stay as signed.
 * Answers whether the answers change the missing forms (their write must then find the claim unsigned too).
 */
export async function checkMissingFormAnswers(
  answers: ApplicationAnswers,
  current: ApplicationItem | null,
): Promise<{ changesMissingForms: boolean }> {
  const changesMissingForms =
    (answers.missingForms !== undefined &&
      canonical(answers.missingForms) !== canonical(current ? storedMissingForms(current) : [])) ||
    (answers.hasAll1042s !== undefined && answers.hasAll1042s !== (current?.hasAll1042s ?? null));
  if (current?.retrievalAuthorisedAt && changesMissingForms) {
    throw conflict(undefined, copy.retrievalErrors.formsLocked);
  }

  const known = new Set(current ? storedMissingForms(current).map((entry) => entry.casino) : []);
  const chosen = (answers.missingForms ?? [])
    .map((entry) => entry.casino)
    .filter((slug): slug is string => !!slug && slug !== OTHER_CASINO && !known.has(slug));
  if (!chosen.length) return { changesMissingForms };
  const directory = new Set((await listDirectory()).map((casino) => casino.slug));
  const index = (answers.missingForms ?? []).findIndex(
    (entry) => entry.casino && chosen.includes(entry.casino) && !directory.has(entry.casino),
  );
  if (index >= 0) {
    throw badRequest(copy.retrievalErrors.unknownCasino, {
      [`missingForms.${index}.casino`]: copy.retrievalErrors.unknownCasino,
    });
  }
  return { changesMissingForms };
}

/**
 * The customer's list of Forms 1042-S replaces theirs, never the copies staff retrieved: those are
 * kept as stored, and a customer cannot mark a form as retrieved.
 */
export function withRetrievedForms(
  entries: readonly Form1042sEntry[],
  current: ApplicationItem | null,
): Form1042sEntry[] {
  const retrieved = ((current?.form1042sEntries ?? []) as Form1042sEntry[]).filter((entry) => entry.missingFormId);
  const retrievedIds = new Set(retrieved.map((entry) => entry.id));
  const own = entries
    .filter((entry) => !retrievedIds.has(entry.id))
    .map(({ missingFormId: _ignored, ...entry }) => entry);
  return [...own, ...retrieved];
}
