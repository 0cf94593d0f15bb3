import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteCopy } from '@taxback/shared/copy-site';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestimonialCarousel } from '@/features/marketing/components/testimonial-carousel';

const { testimonials } = siteCopy;

/** A viewport of the given width, for media queries on min-width and no reduced-motion preference. */
function viewport(width: number, reducedMotion = false) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    const matches = minWidth ? width >= Number(minWidth[1]) : query.includes('reduce') && reducedMotion;
    return { matches, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() };
  });
}

const slides = () => screen.getAllByRole('group');
const authors = () => slides().map((slide) => slide.querySelector('strong')?.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('testimonial carousel', () => {
  it.each([1280, 390])(
    'draws the same three testimonials at %i px: the page as built fits every width (a phone shows the first)',
    (width) => {
      viewport(width);
      render(<TestimonialCarousel />);
      expect(authors()).toEqual(testimonials.items.slice(0, 3).map((item) => item.name));
    },
  );

  it('loops with the previous and next buttons', async () => {
    viewport(1280);
    const user = userEvent.setup();
    render(<TestimonialCarousel />);
    await user.click(screen.getByRole('button', { name: testimonials.previous }));
    expect(authors()).toEqual([4, 0, 1].map((index) => testimonials.items[index]!.name));
    await user.click(screen.getByRole('button', { name: testimonials.next }));
    await user.click(screen.getByRole('button', { name: testimonials.next }));
    expect(authors()).toEqual([1, 2, 3].map((index) => testimonials.items[index]!.name));
  });

  it('advances by itself, but not for a visitor who prefers reduced motion', () => {
    vi.useFakeTimers();
    viewport(390);
    const { unmount } = render(<TestimonialCarousel />);
    act(() => vi.advanceTimersByTime(7000));
    expect(authors()).toEqual([1, 2, 3].map((index) => testimonials.items[index]!.name));
    unmount();

    viewport(390, true);
    render(<TestimonialCarousel />);
    act(() => vi.advanceTimersByTime(21000));
    expect(authors()).toEqual([0, 1, 2].map((index) => testimonials.items[index]!.name));
  });
});
