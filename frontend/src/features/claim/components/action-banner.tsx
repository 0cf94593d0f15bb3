import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { NextAction } from '@taxback/shared/claim/next-action';
import { amountDueCents } from '@taxback/shared/payments/amount-due';
import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { copy } from '@taxback/shared/copy';
import { NextActionButton } from '@/components/ui/next-action-button';

const text = copy.refundStatus.action;

/** The top of the status page: the one thing the customer must do, linked to where it is done, or that it is our move. */
export function ActionBanner({ application, action }: { application: ApplicationView; action: NextAction }) {
  const needed = action !== 'none';
  return (
    <Card
      as="section"
      variation="elevated"
      className={`page-card flow-card action-banner${needed ? ' action-banner--needed' : ''}`}
      aria-labelledby="action-banner-title"
      data-testid="action-banner"
      data-action={action}
    >
      <Flex direction="column" gap="small" alignItems="flex-start">
        <Heading level={2} fontSize="large" id="action-banner-title">
          {needed ? text.title : text.noneTitle}
        </Heading>
        <Text>{text.bodies[action]}</Text>
        {needed && (
          <NextActionButton
            action={action}
            applicationId={application.applicationId}
            onStatusPage
            variation="primary"
            amountCents={amountDueCents(action, application)}
          />
        )}
      </Flex>
    </Card>
  );
}
