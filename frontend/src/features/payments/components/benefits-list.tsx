import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';

/** What the fee covers; the ITIN application only for customers who have no ITIN. */
export function BenefitsList({ includesItin }: { includesItin: boolean }) {
  const { benefits } = copy.paymentPage;
  const items = [benefits.review, benefits.support, ...(includesItin ? [benefits.itin] : []), benefits.irs];
  return (
    <Flex direction="column" gap="small" as="section" aria-labelledby="benefits-title">
      <Heading level={2} fontSize="large" id="benefits-title">
        {copy.paymentPage.benefitsTitle}
      </Heading>
      <ul className="benefits-list">
        {items.map(([title, detail]) => (
          <li key={title}>
            <Text fontWeight="bold">{title}</Text>
            <Text color="font.tertiary">{detail}</Text>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
