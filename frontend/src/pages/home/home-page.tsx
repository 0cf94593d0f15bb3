import { copy } from '@taxback/shared/copy';
import { siteCopy } from '@taxback/shared/copy-site';
import { FaqList } from '@/features/site/components/faq-list';
import { ProcessSteps } from '@/features/site/components/process-steps';
import { ReasonsGrid } from '@/features/site/components/reasons-grid';
import { Section } from '@/features/site/components/section';
import { TestimonialsSection } from '@/features/site/components/testimonials-section';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';
import '@/features/site/components/marketing.css';
import '@/features/blog/components/blog.css';
import { BlogPreview } from './blog-preview';
import { Hero } from './hero';
import './home.css';

export function HomePage() {
  useScrollToHash();
  return (
    <>
      <Hero />
      <Section id="why-choose-us" title={siteCopy.whyChooseUs.title} intro={siteCopy.whyChooseUs.intro}>
        <ReasonsGrid />
      </Section>
      <Section id="how-it-works" title={siteCopy.howItWorks.title} intro={siteCopy.howItWorks.intro} tone="tinted">
        <ProcessSteps />
      </Section>
      <Section id="faq" title={copy.faq.title} intro={copy.faq.intro}>
        <FaqList />
      </Section>
      <BlogPreview />
      <TestimonialsSection />
    </>
  );
}
