import type { ApplicationStatus } from '../claim/schemas';
import { signatureMatches } from './authorisation';

/** What staff record when they check a customer's identity against one of the customer's ID uploads. */
export interface IdentityCheck {
  checkedAt: string;
  /** The staff member who looked at the document. */
  checkedBy: string;
  documentId: string;
  fileName: string;
  /** The name as printed on the document, typed by staff. */
  nameOnDocument: string;
  /** The profile's name the document was checked against. */
  profileName: string;
}

/** A name's words without case, accents, apostrophes or other punctuation ("O’Brien-Roy" → obrien, roy). */
const nameWords = (name: string): string[] =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .toLocaleLowerCase('en')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Whether the name printed on an ID document is the profile's name: every word of the profile's name is on the
 * document, in any order (documents print the surname first, add middle names, drop accents).
 */
export function documentNameMatches(onDocument: string, profileName: string): boolean {
  const wanted = nameWords(profileName);
  if (!wanted.length) return false;
  const printed = nameWords(onDocument);
  for (const word of wanted) {
    const at = printed.indexOf(word);
    if (at < 0) return false;
    printed.splice(at, 1);
  }
  return true;
}

/** What the gate on the retrieval work (letters, the copy's upload, "received") reads. */
export interface RetrievalWorkFacts {
  status: ApplicationStatus;
  paymentCompletedDate?: string | null;
  /** Whether the customer signed the retrieval authorisation. */
  authorised: boolean;
  identityCheck?: Pick<IdentityCheck, 'profileName'> | null;
  /** The profile's name now: the one the letters print. */
  profileName: string;
}

export interface RetrievalReadiness {
  paid: boolean;
  /** Checked against an ID document, for the name the profile has now. */
  identityChecked: boolean;
  /** Why staff may not request the forms now (worded at the edge: retrieval/refusal-text.ts); null when they may. */
  refusal: RetrievalRefusal | null;
}

/** Why staff may not request a customer's missing forms now. */
export type RetrievalRefusal =
  'claim_closed' | 'not_paid' | 'not_authorised' | 'identity_not_checked' | 'identity_changed';

const UNPAID_STATES: readonly ApplicationStatus[] = ['draft', 'ready_for_payment', 'rejected'];

/**
 * Staff request a customer's missing forms from a casino, and file the copy it sends, only for a paid claim that
 * is not rejected, once the customer signed the authorisation and staff checked, on an ID document, that the
 * customer is the person the letters name.
 */
export function retrievalReadiness(facts: RetrievalWorkFacts): RetrievalReadiness {
  const paid = !!facts.paymentCompletedDate && !UNPAID_STATES.includes(facts.status);
  const identityChecked = !!facts.identityCheck && signatureMatches(facts.identityCheck.profileName, facts.profileName);
  const refusal: RetrievalRefusal | null =
    facts.status === 'rejected'
      ? 'claim_closed'
      : !paid
        ? 'not_paid'
        : !facts.authorised
          ? 'not_authorised'
          : !facts.identityCheck
            ? 'identity_not_checked'
            : !identityChecked
              ? 'identity_changed'
              : null;
  return { paid, identityChecked, refusal };
}
