import { Alert, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useParams } from 'react-router-dom';
import { AppLink, ButtonLink } from '@/components/ui/router-links';
import { isApiError } from '@/lib/api-client';
import { useAdminApplication } from '@/features/claim/staff/api/admin-applications';
import { AuditTrail } from '@/features/claim/staff/components/audit-trail';
import { ClaimChecklist } from '@/features/claim/staff/components/claim-checklist';
import { ClaimDocuments } from '@/features/claim/staff/components/claim-documents';
import { ClaimHeader } from '@/features/claim/staff/components/claim-header';
import { ClaimPayments } from '@/features/claim/staff/components/claim-payments';
import { EstimatedRefundForm } from '@/features/claim/staff/components/estimated-refund-form';
import { FormPackage } from '@/features/claim/staff/components/form-package';
import { FormsToSign } from '@/features/claim/staff/components/forms-to-sign';
import { LifecycleActions } from '@/features/claim/staff/components/lifecycle-actions';
import { RetrievalPanel } from '@/features/retrieval/staff/components/retrieval-panel';
import '@/features/claim/staff/components/claim-page.css';

const text = staffCopy.adminBackOffice.claimPage;

/** One claim on one page: its header, its steps in order, and its documents, messages, payments and trail beside. */
export function AdminClaimPage() {
  const { applicationId = '' } = useParams();
  const claim = useAdminApplication(applicationId);

  if (claim.isPending) {
    return (
      <div className="container claim-page">
        <Flex alignItems="center" gap="small" padding="large">
          <Loader />
          <Text>{text.loading}</Text>
        </Flex>
      </div>
    );
  }
  if (claim.isError) {
    const missing = isApiError(claim.error) && [400, 404].includes(claim.error.status);
    return (
      <div className="container claim-page">
        <AppLink to="/admin/claims">{text.backToClaims}</AppLink>
        <Alert variation="error" role="alert" marginTop="medium">
          {missing ? text.notFound : text.loadFailed}
        </Alert>
      </div>
    );
  }

  const application = claim.data;
  return (
    <div className="container claim-page">
      <AppLink to="/admin/claims">{text.backToClaims}</AppLink>
      <ClaimHeader application={application} />
      {application.residencyUnanswered && (
        <Alert variation="warning">{staffCopy.adminBackOffice.tracker.residencyUnanswered}</Alert>
      )}
      <div className="claim-page__grid">
        <Flex direction="column" gap="medium" className="claim-page__main">
          <ClaimChecklist application={application} />
          <EstimatedRefundForm application={application} />
          <LifecycleActions application={application} />
          <div className="claim-page__card">
            <FormPackage application={application} />
            <FormsToSign application={application} />
          </div>
          {application.hasAll1042s === false && (
            <section className="claim-page__card">
              <RetrievalPanel applicationId={application.applicationId} />
            </section>
          )}
        </Flex>
        <Flex as="aside" direction="column" gap="medium" className="claim-page__side">
          <ClaimDocuments application={application} />
          <section aria-labelledby="claim-messages-title" className="claim-page__card">
            <Heading level={2} fontSize="large" id="claim-messages-title">
              {text.messages.title}
            </Heading>
            <ButtonLink
              size="small"
              to={`/admin/messages?user=${encodeURIComponent(application.userId)}`}
              state={{
                name: application.applicantName || staffCopy.adminBackOffice.applications.unnamed,
                applicationId: application.applicationId,
              }}
            >
              {text.messages.openConversation}
            </ButtonLink>
          </section>
          <div className="claim-page__card">
            <ClaimPayments applicationId={application.applicationId} version={application.version} />
          </div>
          <div className="claim-page__card">
            <AuditTrail entries={application.auditTrail} />
          </div>
        </Flex>
      </div>
    </div>
  );
}
