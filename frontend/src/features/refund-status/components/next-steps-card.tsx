import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { ApplicationView } from '@taxback/shared/application/schemas';
import { copy } from '@taxback/shared/copy';
import { ButtonLink } from '@/components/ui/router-links';
import { claimPaths } from '@taxback/shared/claims/claim-paths';

const text = copy.refundStatus;

/** What the customer should do next, by the application's status. */
export function NextStepsCard({ application }: { application: ApplicationView }) {
  return (
    <Card variation="elevated" className="page-card flow-card">
      <Flex direction="column" gap="small" alignItems="flex-start">
        <Heading level={2} fontSize="large">
          {text.nextStepsTitle}
        </Heading>
        <NextStep application={application} />
      </Flex>
    </Card>
  );
}

function NextStep({ application }: { application: ApplicationView }) {
  if (application.status === 'draft') {
    return (
      <>
        <Text>{text.continueBody}</Text>
        <ButtonLink to={claimPaths.wizard(application.applicationId)} variation="primary">
          {text.continueApplication}
        </ButtonLink>
      </>
    );
  }
  if (application.status === 'reopened') {
    return (
      <>
        <Text>{text.reopenedBody}</Text>
        <ButtonLink to={claimPaths.wizard(application.applicationId)} variation="primary">
          {text.reviewAnswers}
        </ButtonLink>
      </>
    );
  }
  if (application.status === 'awaiting_balance') {
    return (
      <>
        <Text>{text.balanceBody}</Text>
        <ButtonLink to={claimPaths.payment(application.applicationId)} variation="primary">
          {text.payBalance}
        </ButtonLink>
      </>
    );
  }
  if (application.status === 'ready_for_payment' && !application.paid) {
    return (
      <>
        <Text>{text.payBody}</Text>
        <ButtonLink to={claimPaths.payment(application.applicationId)} variation="primary">
          {text.payNow}
        </ButtonLink>
      </>
    );
  }
  return <Text>{text.inProgressBody}</Text>;
}
