import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { ButtonLink } from '@/components/ui/router-links';
import { FaqList } from '@/features/site/components/faq-list';
import { Section } from '@/features/site/components/section';
import '@/features/site/components/marketing.css';

const { faq } = copy;

export function FaqPage() {
  return (
    <Section title={faq.title} intro={faq.intro} headingLevel={1} tone="tinted">
      <FaqList headingLevel={2} />
      <Card variation="elevated" className="faq-contact">
        <Flex direction={{ base: 'column', medium: 'row' }} alignItems={{ medium: 'center' }} gap="medium">
          <div>
            <Heading level={2} fontSize="large">
              {faq.stillQuestions}
            </Heading>
            <Text as="p">{faq.stillQuestionsBody}</Text>
          </div>
          <ButtonLink to="/contact" variation="primary" marginLeft={{ medium: 'auto' }}>
            {faq.contactUs}
          </ButtonLink>
        </Flex>
      </Card>
    </Section>
  );
}
