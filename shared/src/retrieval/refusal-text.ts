import { copy } from '../copy';
import type { RetrievalReadiness, RetrievalRefusal } from './identity';

/** The catalogue's words for each refusal (read when refusing: copy follows the language). */
const RETRIEVAL_REFUSALS: Record<RetrievalRefusal, () => string> = {
  claim_closed: () => copy.retrievalErrors.claimClosed,
  not_paid: () => copy.retrievalErrors.notPaid,
  not_authorised: () => copy.retrievalErrors.notAuthorised,
  identity_not_checked: () => copy.retrievalErrors.identityNotChecked,
  identity_changed: () => copy.retrievalErrors.identityChanged,
};

/** Why staff may not request the forms, in plain words: what the HTTP error and the staff's panel show. */
export const retrievalRefusalText = (refusal: RetrievalRefusal): string => RETRIEVAL_REFUSALS[refusal]();

/** A readiness as the API answers it: its refusal in words. */
export const wordedReadiness = (readiness: RetrievalReadiness) => ({
  ...readiness,
  refusal: readiness.refusal && retrievalRefusalText(readiness.refusal),
});
