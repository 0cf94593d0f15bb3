import { Card, Heading } from '@aws-amplify/ui-react';
import { siteCopy } from '@taxback/shared/copy-site';
import { TeamSection } from '@/features/site/components/team-section';
import { CallToAction } from '@/features/site/components/call-to-action';
import { ReasonsGrid } from '@/features/site/components/reasons-grid';
import { Section } from '@/features/site/components/section';
import '@/features/site/components/marketing.css';
import { CheckList } from '@/features/site/components/check-list';

const { whyChooseUs } = siteCopy;

export function WhyChooseUsPage() {
  return (
    <>
      <Section title={whyChooseUs.pageTitle} intro={whyChooseUs.pageIntro} headingLevel={1} tone="tinted">
        <ReasonsGrid headingLevel={2} />
        <Card variation="elevated" className="extras-card">
          <Heading level={2} fontSize="large">
            {whyChooseUs.extras.title}
          </Heading>
          <CheckList items={whyChooseUs.extras.items} className="check-list check-list--columns" />
        </Card>
      </Section>
      <TeamSection />
      <CallToAction />
    </>
  );
}
