import { Heading } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { FlowNav } from '@/components/ui/flow-nav';
import { LoadError } from '@/components/ui/load-error';
import { NoticeCard } from '@/components/ui/notice-card';
import { PageLoader } from '@/components/ui/page-loader';
import { ButtonLink } from '@/components/ui/router-links';
import { useSearchParams } from 'react-router-dom';
import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { useApplicationById, useCurrentApplication } from '@/api/get-current-application';
import { ApplicationSummary } from '@/features/claim/components/application-summary';
import { MissingFormsCard } from '@/features/retrieval/components/missing-forms-card';
import { FormsToSignCard } from '@/features/claim/components/forms-to-sign-card';
import { ActionBanner } from '@/features/claim/components/action-banner';
import { useClaimStanding } from '@/features/claim/api/next-action';
import { RefundTimeline } from '@/features/claim/components/refund-timeline';
import '@/features/claim/components/refund-status.css';

const text = copy.refundStatus;

export function RefundStatusPage() {
  return (
    <div className="flow-page refund-status">
      <FlowNav />
      <Heading level={1} className="flow-page__title">
        {text.title}
      </Heading>
      <RefundStatusContent />
    </div>
  );
}

/** The claim chosen on the account page (`?claim=`), else the one the customer is working on. */
function useShownApplication() {
  const chosen = useSearchParams()[0].get('claim');
  const current = useCurrentApplication({ refetchWhenVisible: true });
  const byId = useApplicationById(chosen);
  return chosen ? byId : current;
}

function RefundStatusContent() {
  const applicationQuery = useShownApplication();
  const application = applicationQuery.data;

  if (application === undefined) {
    if (!applicationQuery.isError) return <PageLoader />;
    return <LoadError message={copy.wizard.loadFailed} onRetry={() => void applicationQuery.refetch()} />;
  }
  if (application === null) {
    return (
      <NoticeCard title={text.noApplication} level={2} body={text.noApplicationBody}>
        <ButtonLink to="/step1" variation="primary">
          {text.startApplication}
        </ButtonLink>
      </NoticeCard>
    );
  }
  return <ClaimStatus application={application} />;
}

/** The claim's one next action first, then where it stands, its journey, and the cards where actions are done. */
function ClaimStatus({ application }: { application: ApplicationView }) {
  const { status, action } = useClaimStanding(application);
  return (
    <>
      <ActionBanner application={application} action={action} />
      <ApplicationSummary application={application} status={status} />
      <RefundTimeline application={application} />
      {application.paid && <FormsToSignCard application={application} />}
      {application.hasAll1042s === false && application.status !== 'draft' && (
        <MissingFormsCard application={application} />
      )}
    </>
  );
}
