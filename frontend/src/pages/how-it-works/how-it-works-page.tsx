import { siteCopy } from '@taxback/shared/copy-site';
import { CallToAction } from '@/features/site/components/call-to-action';
import { ProcessSteps } from '@/features/site/components/process-steps';
import { Section } from '@/features/site/components/section';
import '@/features/site/components/marketing.css';

export function HowItWorksPage() {
  return (
    <>
      <Section
        title={siteCopy.howItWorks.pageTitle}
        intro={siteCopy.howItWorks.pageIntro}
        headingLevel={1}
        tone="tinted"
      >
        <ProcessSteps headingLevel={2} />
      </Section>
      <CallToAction />
    </>
  );
}
