import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { siteCopy } from '@taxback/shared/copy-site';
import { ButtonLink } from '@/components/ui/router-links';
import { useAuth } from '@/lib/use-auth';
import { CheckList } from '@/features/site/components/check-list';

const { home } = siteCopy;

export function Hero() {
  // Read as the page renders, so the lists are in the current language.
  const highlights = Object.values(home.highlights);
  const needItems = Object.values(home.needItems);
  const { status } = useAuth();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <Text as="p" className="hero__eyebrow">
            {home.eyebrow}
          </Text>
          <Heading level={1} id="hero-title" className="hero__title">
            {home.heroTitle}
          </Heading>
          <Text as="p" className="hero__body">
            {home.heroBody}
          </Text>
          <Flex gap="small" wrap="wrap">
            <ButtonLink to={status === 'signedIn' ? '/step1' : '/auth'} variation="primary" size="large">
              {home.getStarted}
            </ButtonLink>
            <ButtonLink to="/pricing" size="large" className="hero__secondary-action">
              {home.seePricing}
            </ButtonLink>
          </Flex>
          <CheckList items={highlights} className="hero__highlights" />
        </div>
        <Card variation="elevated" className="hero__card">
          <Heading level={2} fontSize="large">
            {home.needTitle}
          </Heading>
          <CheckList items={needItems} className="hero__needs" />
          <div className="hero__estimate">
            <Text as="p">{copy.estimatorLink.question}</Text>
            <ButtonLink to="/refund-estimator" variation="primary" isFullWidth>
              {copy.estimatorLink.cta}
            </ButtonLink>
          </div>
        </Card>
      </div>
    </section>
  );
}
