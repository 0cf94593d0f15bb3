import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { FaqList } from '@/features/site/components/faq-list';

const { items } = copy.faq;
const question = (text: string) => screen.getByRole('button', { name: text });

afterEach(cleanup);

describe('FAQ', () => {
  it('lists the ten questions, all closed', () => {
    render(<FaqList />);
    expect(screen.getAllByRole('button')).toHaveLength(10);
    for (const button of screen.getAllByRole('button')) expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens one question at a time', async () => {
    const user = userEvent.setup();
    render(<FaqList />);

    await user.click(question(items.itin.question));
    expect(question(items.itin.question).getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: items.itin.question });
    expect(region.textContent).toBe(items.itin.answer);

    await user.click(question(items.cost.question));
    expect(question(items.cost.question).getAttribute('aria-expanded')).toBe('true');
    expect(question(items.itin.question).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(question(items.cost.question));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
