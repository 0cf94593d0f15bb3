import { Button, Card, Flex, Text, VisuallyHidden } from '@aws-amplify/ui-react';
import type { Testimonial } from '@taxback/shared/back-office/company-settings';
import { siteCopy } from '@taxback/shared/copy-site';
import { formatDate } from '@taxback/shared/i18n/format';
import { useState } from 'react';
import { ArrowLeftIcon, ArrowRightIcon, QuoteIcon } from '@/components/ui/public-site-icons';

/**
 * The testimonials staff keep, one at a time at every width (a whole quote is read, never a faded neighbour),
 * each with who said it, where from and when. The visitor moves with the previous and next buttons; nothing
 * moves by itself.
 */
export function TestimonialCarousel({ items }: { items: readonly Testimonial[] }) {
  const { testimonials } = siteCopy;
  const [current, setCurrent] = useState(0);
  const index = current % items.length;
  const item = items[index];
  if (!item) return null;
  const step = (by: number) => setCurrent((at) => (at + by + items.length) % items.length);

  return (
    <div className="carousel" role="region" aria-roledescription="carousel" aria-label={testimonials.carouselLabel}>
      <div className="carousel__slides" aria-live="polite">
        <div
          key={index}
          className="carousel__slide"
          role="group"
          aria-roledescription="slide"
          aria-label={testimonials.slideLabel(index + 1, items.length)}
        >
          <Card variation="elevated" className="testimonial">
            <QuoteIcon className="testimonial__mark" />
            <blockquote className="testimonial__quote">
              <p>{item.quote}</p>
            </blockquote>
            <Text as="p" className="testimonial__author">
              <strong>{item.name}</strong>
              <span>
                {item.place} · <time dateTime={item.date}>{formatDate(item.date)}</time>
              </span>
            </Text>
          </Card>
        </div>
      </div>
      {items.length > 1 && (
        <Flex justifyContent="center" alignItems="center" gap="medium" className="carousel__controls">
          <Button className="carousel__button" onClick={() => step(-1)}>
            <ArrowLeftIcon />
            <VisuallyHidden>{testimonials.previous}</VisuallyHidden>
          </Button>
          <div className="carousel__dots" aria-hidden="true">
            {items.map((other, at) => (
              <span
                key={`${other.name}-${other.date}-${at}`}
                className={at === index ? 'carousel__dot carousel__dot--active' : 'carousel__dot'}
              />
            ))}
          </div>
          <Button className="carousel__button" onClick={() => step(1)}>
            <ArrowRightIcon />
            <VisuallyHidden>{testimonials.next}</VisuallyHidden>
          </Button>
        </Flex>
      )}
    </div>
  );
}
