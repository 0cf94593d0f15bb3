import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useQueryClient } from '@tanstack/react-query';
import { claimInProgress } from '@taxback/shared/claim/many-claims';
import { shownEstimate } from '@taxback/shared/claim/next-action';
import { amountDueCents } from '@taxback/shared/payments/amount-due';
import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { copy } from '@taxback/shared/copy';
import { formatUsd } from '@taxback/shared/payments/fees';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { LoadError } from '@/components/ui/load-error';
import { AppLink } from '@/components/ui/router-links';
import { api, isApiError } from '@/lib/api-client';
import { useApplications } from '@/api/get-current-application';
import './claims-list.css';
import { claimPaths } from '@taxback/shared/claim/claim-paths';
import { claimTitle } from '@/lib/claim-title';
import { useClaimStanding } from '@/features/claim/api/next-action';
import { NextActionButton } from '@/components/ui/next-action-button';

const text = copy.accountPage.claims;

/**
 * Every claim of the customer over the years, newest first, with "Start a new claim" when none is in
 * progress. A new claim opens at once (the server refuses it while one is in progress) and the wizard
 * continues it.
 */
export function ClaimsList() {
  const claimsQuery = useApplications();
  const claims = claimsQuery.data;
  if (claims === undefined) {
    return claimsQuery.isError ? (
      <LoadError message={copy.wizard.loadFailed} onRetry={() => void claimsQuery.refetch()} />
    ) : null;
  }
  const open = claimInProgress(claims);
  return (
    <section aria-labelledby="claims-title" className="claims">
      <Heading level={2} fontSize="large" id="claims-title" marginBottom="small">
        {text.title}
      </Heading>
      {claims.length === 0 ? (
        <Text>{text.empty}</Text>
      ) : (
        <ul className="plain-list claims__list">
          {claims.map((claim) => (
            <ClaimRow
              key={claim.applicationId}
              claim={claim}
              inProgress={claim.applicationId === open?.applicationId}
            />
          ))}
        </ul>
      )}
      {!open && claims.length > 0 && <StartNewClaim />}
    </section>
  );
}

/** One claim: its one status, what was paid, its estimate, and its one next action as the main button. */
function ClaimRow({ claim, inProgress }: { claim: ApplicationView; inProgress: boolean }) {
  const { status, action } = useClaimStanding(claim);
  const estimate = shownEstimate(claim);
  // The next action may already lead to the wizard or the status page: no second link there.
  const toWizard = action === 'continue_application' || action === 'review_answers';
  return (
    <li className="claims__item">
      <Heading level={3} fontSize="medium">
        {claimTitle(claim.taxYears)}
      </Heading>
      <dl className="claims__facts">
        <div>
          <dt>{text.status}</dt>
          <dd>{copy.refundStatus.shownStatuses[status]}</dd>
        </div>
        <div>
          <dt>{text.paid}</dt>
          <dd>{claim.paidCents > 0 ? formatUsd(claim.paidCents) : text.notPaid}</dd>
        </div>
        <div>
          <dt>{text.estimate}</dt>
          <dd>{estimate === null ? text.noEstimate : formatUsd(estimate)}</dd>
        </div>
      </dl>
      <Flex gap="medium" wrap="wrap" alignItems="center">
        <NextActionButton
          action={action}
          applicationId={claim.applicationId}
          variation="primary"
          amountCents={amountDueCents(action, claim)}
        />
        {inProgress && !toWizard && <AppLink to={claimPaths.wizard(claim.applicationId)}>{text.continue}</AppLink>}
        {action !== 'none' && <AppLink to={claimPaths.status(claim.applicationId)}>{text.view}</AppLink>}
      </Flex>
    </li>
  );
}

function StartNewClaim() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      await api.claim.createApplication({ body: {} });
    } catch (error) {
      // A claim opened meanwhile (another tab) is the one to continue; anything else is a failure.
      if (!isApiError(error) || error.status !== 409) {
        setStarting(false);
        toast.error(text.startFailed);
        return;
      }
    }
    // The wizard continues the claim in progress, which is now the new one.
    await queryClient.invalidateQueries({ queryKey: ['applications'] });
    void navigate('/application');
  };

  return (
    <Flex direction="column" gap="xs" alignItems="flex-start" className="claims__start">
      <Text>{text.startNewBody}</Text>
      <Button variation="primary" isLoading={starting} loadingText={text.starting} onClick={() => void start()}>
        {text.startNew}
      </Button>
    </Flex>
  );
}
