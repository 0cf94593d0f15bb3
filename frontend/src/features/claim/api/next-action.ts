import {
  displayedStatus,
  nextAction,
  type ClaimStandingFacts,
  type DisplayedStatus,
  type NextAction,
} from '@taxback/shared/claim/next-action';
import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { useFormsToSign, useMyRetrieval } from '@/api/claim-signatures';

/**
 * The claim's one status and one next action, reading the two facts kept beside the claim: whether the retrieval
 * authorisation still waits for a signature, and the official forms put on it for signature (asked of a paid claim).
 */
export function useClaimStanding(application: ApplicationView): { status: DisplayedStatus; action: NextAction } {
  const stored = displayedStatus(application);
  const underWay = stored === 'in_review' || stored === 'forms_sent';
  const missing = application.hasAll1042s === false && application.numMissing1042s > 0;
  const retrieval = useMyRetrieval(application.applicationId, { enabled: underWay && missing }).data;
  const forms = useFormsToSign(application, { enabled: underWay }).data;
  const facts: ClaimStandingFacts = {
    ...application,
    // Nothing described to authorise yet: nothing to sign.
    retrievalAuthorised: retrieval ? retrieval.authorisation !== null || retrieval.formsToAuthorise.length === 0 : null,
    formsToSign: forms ? (forms.receivedDate ? 0 : forms.forms.length) : null,
    formsReceivedDate: application.formsReceivedDate ?? forms?.receivedDate ?? null,
  };
  return { status: displayedStatus(facts), action: nextAction(facts) };
}
