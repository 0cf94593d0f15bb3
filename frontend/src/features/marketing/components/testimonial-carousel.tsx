import { Button, Card, Flex, Text, VisuallyHidden } from '@aws-amplify/ui-react';
import { siteCopy } from '@taxback/shared/copy-site';
import { useEffect, useState } from 'react';
import { ArrowLeftIcon, ArrowRightIcon, QuoteIcon } from '@/components/ui/public-site-icons';
import { useMediaQuery } from '@/hooks/use-media-query';
import { HOME } from '@/lib/ui-constants';

const { testimonials } = siteCopy;
const items = testimonials.items.slice(0, HOME.testimonialCount);
const ADVANCE_EVERY_MS = 7000;

/** Slides drawn at a time; a phone shows the first of them only (marketing.css), so the page's HTML fits every width. */
const DRAWN_SLIDES = 3;

/** Five testimonials in a loop: three at a time from medium screens up, one on phones. */
export function TestimonialCarousel() {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [start, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !reducedMotion && !hovered && !focused;

  const visible = Array.from({ length: DRAWN_SLIDES }, (_, offset) => (start + offset) % items.length);
  const step = (by: number) => setStart((current) => (current + by + items.length) % items.length);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setStart((current) => (current + 1) % items.length), ADVANCE_EVERY_MS);
    return () => clearInterval(timer);
  }, [rotating]);

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={testimonials.carouselLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {visible.map((index) => {
          const item = items[index]!;
          return (
            <div
              key={`${start}-${index}`}
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
                  <span>{item.place}</span>
                </Text>
              </Card>
            </div>
          );
        })}
      </div>
      <Flex justifyContent="center" alignItems="center" gap="medium" className="carousel__controls">
        <Button className="carousel__button" onClick={() => step(-1)}>
          <ArrowLeftIcon />
          <VisuallyHidden>{testimonials.previous}</VisuallyHidden>
        </Button>
        <div className="carousel__dots" aria-hidden="true">
          {items.map((item, index) => (
            <span
              key={item.name}
              className={index === start ? 'carousel__dot carousel__dot--active' : 'carousel__dot'}
            />
          ))}
        </div>
        <Button className="carousel__button" onClick={() => step(1)}>
          <ArrowRightIcon />
          <VisuallyHidden>{testimonials.next}</VisuallyHidden>
        </Button>
      </Flex>
    </div>
  );
}
