import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentYear } from '@/hooks/use-current-year';

function Year() {
  return <p>{useCurrentYear()}</p>;
}

describe('the current year on a prerendered page', () => {
  afterEach(() => vi.useRealTimers());

  it('a page built on the last day of the year and opened on the first of the next is taken over, then says the new year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${__BUILD_YEAR__}-12-31T23:00:00`));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Year />);
    expect(container.textContent).toBe(String(__BUILD_YEAR__));

    vi.setSystemTime(new Date(`${__BUILD_YEAR__ + 1}-01-01T09:00:00`));
    const problems: unknown[] = [];
    const shownAtHydration = container.firstChild;
    await act(async () => {
      hydrateRoot(container, <Year />, { onRecoverableError: (error) => problems.push(error) });
    });

    expect(problems).toEqual([]);
    expect(container.firstChild).toBe(shownAtHydration);
    expect(container.textContent).toBe(String(__BUILD_YEAR__ + 1));
  });
});
