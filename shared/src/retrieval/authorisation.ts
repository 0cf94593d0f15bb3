import { isDescribed, type MissingFormEntry } from '../claim/schemas';
import type { AuthorisedForm } from './schemas';

/** The described missing forms an authorisation lists; `casinoName` turns an entry's casino into words. */
export const formsToAuthorise = (
  missingForms: readonly MissingFormEntry[],
  casinoName: (entry: MissingFormEntry) => string,
): AuthorisedForm[] =>
  missingForms.filter(isDescribed).map((entry) => ({
    entryId: entry.id,
    casinoName: casinoName(entry),
    date: entry.date ?? '',
    amountWonCents: entry.amountWonCents ?? null,
  }));

/** Case, spacing and the punctuation profile names are stored without do not count. */
const normalise = (name: string) =>
  name
    .normalize('NFC')
    .replace(/[<>&"']/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('en');

/** The typed signature matches the name on the profile, ignoring case and spacing. */
export const signatureMatches = (typed: string, profileName: string): boolean =>
  normalise(typed) !== '' && normalise(typed) === normalise(profileName);

/** What the guard on leaving payment for processing reads about a claim. */
export interface RetrievalGuardFacts {
  hasAll1042s: boolean | null | undefined;
  numMissing1042s: number | null | undefined;
  /** Whether the customer has signed the retrieval authorisation. */
  retrievalAuthorised: boolean;
}

/** A claim with missing forms cannot move to processing before the customer authorised their retrieval. */
export const needsRetrievalAuthorisation = (facts: RetrievalGuardFacts): boolean =>
  facts.hasAll1042s === false && (facts.numMissing1042s ?? 0) > 0 && !facts.retrievalAuthorised;
