import { siteCopy } from '@taxback/shared/copy-site';
import { useCompanyInfo } from '@/api/company-info';
import { HOME } from '@/lib/ui-constants';
import { Section } from './section';
import { TestimonialCarousel } from './testimonial-carousel';

/** The testimonials section of the home page: left out when staff keep none (none is ever made up), or until they load. */
export function TestimonialsSection() {
  const { data } = useCompanyInfo();
  const items = (data?.testimonials ?? []).slice(0, HOME.testimonialCount);
  if (items.length === 0) return null;
  return (
    <Section id="testimonials" title={siteCopy.testimonials.title}>
      <TestimonialCarousel items={items} />
    </Section>
  );
}
