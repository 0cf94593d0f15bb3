import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { ApplicationView } from '@taxback/shared/application/schemas';
import { copy } from '@taxback/shared/copy';
import { ButtonLink } from '@/components/ui/router-links';

/** A claim whose state no longer lets the customer change its answers: where to follow it instead. */
export function ClaimLocked({ application }: { application: ApplicationView }) {
  const text = copy.wizard.locked;
  return (
    <Card variation="elevated" className="page-card">
      <Flex direction="column" gap="medium" alignItems="flex-start">
        <Heading level={1} fontSize="xl">
          {text.title}
        </Heading>
        <Text>{text.body}</Text>
        <Flex gap="small" wrap="wrap">
          <ButtonLink variation="primary" to={`/refund-status?claim=${encodeURIComponent(application.applicationId)}`}>
            {text.viewStatus}
          </ButtonLink>
          <ButtonLink to="/account">{text.account}</ButtonLink>
        </Flex>
      </Flex>
    </Card>
  );
}
