import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { siteCopy } from '@taxback/shared/copy-site';
import { ButtonLink } from '@/components/ui/router-links';

const { callToAction } = siteCopy;

/** The closing band of the why-choose-us and how-it-works pages. */
export function CallToAction() {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container">
        <div className="cta-band__inner">
          <div>
            <Heading level={2} id="cta-title" className="cta-band__title">
              {callToAction.title}
            </Heading>
            <Text as="p" className="cta-band__body">
              {callToAction.body}
            </Text>
          </div>
          <Flex gap="small" wrap="wrap">
            <ButtonLink to="/application" variation="primary" size="large">
              {callToAction.startApplication}
            </ButtonLink>
            <ButtonLink to="/pricing" size="large" className="cta-band__secondary">
              {callToAction.seePricing}
            </ButtonLink>
            <ButtonLink to="/faq" size="large" className="cta-band__secondary">
              {callToAction.readFaq}
            </ButtonLink>
          </Flex>
        </div>
      </div>
    </section>
  );
}
