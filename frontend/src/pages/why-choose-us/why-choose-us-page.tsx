import { Card, Heading } from '@aws-amplify/ui-react';
import { siteCopy } from '@taxback/shared/copy-site';
import { CheckCircleIcon } from '@/components/ui/icons';
import { TeamSection } from '@/features/marketing/components/team-section';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { ReasonsGrid } from '@/features/marketing/components/reasons-grid';
import { Section } from '@/features/marketing/components/section';
import '@/features/marketing/components/marketing.css';

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
          <ul className="check-list check-list--columns">
            {whyChooseUs.extras.items.map((item) => (
              <li key={item}>
                <CheckCircleIcon />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </Card>
      </Section>
      <TeamSection />
      <CallToAction />
    </>
  );
}
