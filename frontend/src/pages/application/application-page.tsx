import { claimAllows } from '@taxback/shared/claim/lifecycle';
import { profileIsReadyForWizard, resumeStep } from '@taxback/shared/claim/wizard';
import { copy } from '@taxback/shared/copy';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api-client';
import { claimPaths } from '@taxback/shared/claim/claim-paths';
import { useApplicationById, useCurrentApplication } from '@/api/get-current-application';
import { ClaimLocked } from '@/features/claim/components/claim-locked';
import { Wizard } from '@/features/claim/components/wizard';
import { arrivalMarkers } from '@/features/claim/utils/arrival-markers';
import { useProfile } from '@/api/get-profile';
import '@/styles/flow.css';

/**
 * The claim a link names (`?applicationId=`), else the one in progress. A customer has at most one claim in
 * progress (the server keeps it so), and the wizard edits only that one: any other named claim shows where
 * to follow it instead.
 */
function useWizardClaim(chosenId: string | null) {
  const current = useCurrentApplication();
  const isCurrent = chosenId === null || current.data?.applicationId === chosenId;
  const chosen = useApplicationById(isCurrent ? null : chosenId);
  return {
    query: isCurrent ? current : chosen,
    // Which of the two the link names is known once the claim in progress has loaded.
    pending: !isCurrent && current.data === undefined && !current.isError,
    otherThanCurrent: !isCurrent,
  };
}

export function ApplicationPage() {
  const profileQuery = useProfile();
  const [searchParams] = useSearchParams();
  const chosenId = searchParams.get('applicationId');
  const { query: applicationQuery, pending, otherThanCurrent } = useWizardClaim(chosenId);
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the markers say how the user arrived, not where they are now.
  const [arrival] = useState(() => arrivalMarkers(searchParams, location.state));
  const markedArrival = Boolean(arrival.fromPayment || arrival.returnToStep || arrival.fromStep1);

  // A reload must resume from the stored step, not from a marker that was already used.
  useEffect(() => {
    if (markedArrival)
      void navigate(chosenId ? claimPaths.wizard(chosenId) : '/application', { replace: true, state: null });
  }, [markedArrival, navigate, chosenId]);

  if (chosenId && isApiError(applicationQuery.error) && applicationQuery.error.status === 404) {
    return <Navigate to="/application" replace />;
  }
  if (profileQuery.data === undefined || applicationQuery.data === undefined || pending) {
    const failed = profileQuery.isError || applicationQuery.isError;
    if (!failed) return <PageLoader />;
    return (
      <div className="flow-page">
        <LoadError
          message={copy.wizard.loadFailed}
          onRetry={() => void Promise.all([profileQuery.refetch(), applicationQuery.refetch()])}
        />
      </div>
    );
  }
  if (!profileIsReadyForWizard(profileQuery.data)) return <Navigate to="/step1" replace />;

  const application = applicationQuery.data;
  if (application && (!claimAllows(application.status).editAnswers || otherThanCurrent)) {
    return (
      <div className="flow-page">
        <ClaimLocked application={application} />
      </div>
    );
  }
  return (
    <Wizard
      application={application}
      initialStep={resumeStep(application, arrival)}
      animateFirstStep={!arrival.fromPayment && !arrival.returnToStep}
    />
  );
}
