import { claimAllows } from '@taxback/shared/application/lifecycle';
import { profileIsReadyForWizard, resumeStep } from '@taxback/shared/application/wizard';
import { copy } from '@taxback/shared/copy';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { useCurrentApplication } from '@/api/get-current-application';
import { ClaimLocked } from '@/features/application/components/claim-locked';
import { Wizard } from '@/features/application/components/wizard';
import { arrivalMarkers } from '@/features/application/utils/arrival-markers';
import { useProfile } from '@/api/get-profile';
import '@/styles/flow.css';

export function ApplicationPage() {
  const profileQuery = useProfile();
  const applicationQuery = useCurrentApplication();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the markers say how the user arrived, not where they are now.
  const [arrival] = useState(() => arrivalMarkers(searchParams, location.state));
  const markedArrival = Boolean(arrival.fromPayment || arrival.returnToStep || arrival.fromStep1);

  // A reload must resume from the stored step, not from a marker that was already used.
  useEffect(() => {
    if (markedArrival) void navigate('/application', { replace: true, state: null });
  }, [markedArrival, navigate]);

  if (profileQuery.data === undefined || applicationQuery.data === undefined) {
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
  if (application && !claimAllows(application.status).editAnswers) {
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
