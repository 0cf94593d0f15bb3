import { siteCopy } from '@taxback/shared/copy-site';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { ProcessSteps } from '@/features/marketing/components/process-steps';
import { Section } from '@/features/marketing/components/section';
import '@/features/marketing/components/marketing.css';

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
