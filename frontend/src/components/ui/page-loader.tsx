import { Flex, Loader, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';

export function PageLoader({ label = copy.common.loading }: { label?: string }) {
  return (
    <Flex direction="column" alignItems="center" justifyContent="center" gap="small" padding="xxl" role="status">
      <Loader size="large" />
      <Text color="font.secondary">{label}</Text>
    </Flex>
  );
}
