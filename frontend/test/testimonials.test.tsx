import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Testimonial } from '@taxback/shared/back-office/company-settings';
import { siteCopy } from '@taxback/shared/copy-site';
import { afterEach, describe, expect, it } from 'vitest';
import { TestimonialCarousel } from '@/features/site/components/testimonial-carousel';

const { testimonials } = siteCopy;

const items: Testimonial[] = [
  { quote: 'First.', name: 'Marie L.', place: 'Montréal, QC', date: '2026-03-14' },
  { quote: 'Second.', name: 'David K.', place: 'Toronto, ON', date: '2026-01-22' },
  { quote: 'Third.', name: 'Priya S.', place: 'Vancouver, BC', date: '2025-11-05' },
];

const slides = () => screen.getAllByRole('group');
const shown = () => slides().map((slide) => slide.querySelector('strong')?.textContent);

afterEach(cleanup);

describe('testimonial carousel', () => {
  it('shows one testimonial at a time, with who said it, where from and when', () => {
    render(<TestimonialCarousel items={items} />);
    expect(shown()).toEqual(['Marie L.']);
    const slide = slides()[0]!;
    expect(slide.getAttribute('aria-label')).toBe(testimonials.slideLabel(1, 3));
    expect(slide.textContent).toContain('Montréal, QC');
    expect(slide.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-14');
    expect(slide.querySelector('time')?.textContent).toBe('Mar 14, 2026');
  });

  it('moves one at a time with the previous and next buttons, in a loop', async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel items={items} />);
    await user.click(screen.getByRole('button', { name: testimonials.previous }));
    expect(shown()).toEqual(['Priya S.']);
    await user.click(screen.getByRole('button', { name: testimonials.next }));
    await user.click(screen.getByRole('button', { name: testimonials.next }));
    expect(shown()).toEqual(['David K.']);
    expect(slides()[0]!.getAttribute('aria-label')).toBe(testimonials.slideLabel(2, 3));
  });

  it('has no buttons for a single testimonial, and draws nothing without one', () => {
    const { unmount } = render(<TestimonialCarousel items={items.slice(0, 1)} />);
    expect(shown()).toEqual(['Marie L.']);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const { container } = render(<TestimonialCarousel items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
