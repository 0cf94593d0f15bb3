import { messages } from '@taxback/shared/messages';
import { FaqList } from '@/features/marketing/components/faq-list';
import { ProcessSteps } from '@/features/marketing/components/process-steps';
import { ReasonsGrid } from '@/features/marketing/components/reasons-grid';
import { Section } from '@/features/marketing/components/section';
import { TestimonialCarousel } from '@/features/marketing/components/testimonial-carousel';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';
import '@/features/marketing/components/marketing.css';
import '@/features/blog/components/blog.css';
import { BlogPreview } from './blog-preview';
import { Hero } from './hero';
import './home.css';

export function HomePage() {
  useScrollToHash();
  return (
    <>
      <Hero />
      <Section id="why-choose-us" title={messages.whyChooseUs.title} intro={messages.whyChooseUs.intro}>
        <ReasonsGrid />
      </Section>
      <Section id="how-it-works" title={messages.howItWorks.title} intro={messages.howItWorks.intro} tone="tinted">
        <ProcessSteps />
      </Section>
      <Section id="faq" title={messages.faq.title} intro={messages.faq.intro}>
        <FaqList />
      </Section>
      <BlogPreview />
      <Section title={messages.testimonials.title}>
        <TestimonialCarousel />
      </Section>
    </>
  );
}
