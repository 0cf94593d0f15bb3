import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from '@/app/layout/scroll-restoration';

/** The reader scrolls the window to `y`, as a wheel or a finger would. */
function scrollWindow(y: number) {
  window.scrollTo(0, y);
  fireEvent.scroll(window);
}

function renderAt(path: string) {
  let navigate: NavigateFunction = () => undefined;
  function Steering() {
    navigate = useNavigate();
    return null;
  }
  render(
    // Not the first entry: that one has the same key in every test, and positions last as long as the page.
    <MemoryRouter initialEntries={['/before', path]} initialIndex={1}>
      <ScrollRestoration />
      <Steering />
      <h2 id="faq">FAQ</h2>
    </MemoryRouter>,
  );
  return { go: (to: string | number) => act(() => void (typeof to === 'number' ? navigate(to) : navigate(to))) };
}

afterEach(() => {
  cleanup();
  window.scrollTo(0, 0);
  vi.restoreAllMocks();
});

describe('scroll restoration', () => {
  it('leaves the page the app starts on where the reader has scrolled it', () => {
    scrollWindow(700);
    renderAt('/pricing');
    expect(window.scrollY).toBe(700);
  });

  it('opens a new page at its top', async () => {
    const app = renderAt('/pricing');
    scrollWindow(640);
    await app.go('/faq');
    expect(window.scrollY).toBe(0);
  });

  it('returns to where the reader was on Back, and on Forward', async () => {
    const app = renderAt('/blog');
    scrollWindow(900);
    await app.go('/blog/first-post');
    scrollWindow(120);
    await app.go(-1);
    expect(window.scrollY).toBe(900);
    await app.go(1);
    expect(window.scrollY).toBe(120);
  });

  it('returns to the top of a page left unscrolled', async () => {
    const app = renderAt('/pricing');
    await app.go('/terms');
    scrollWindow(1500);
    await app.go(-1);
    expect(window.scrollY).toBe(0);
  });

  it('shows the section a #hash names instead of the top', async () => {
    const shown = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const app = renderAt('/pricing');
    scrollWindow(300);
    await app.go('/#faq');
    expect(shown.mock.contexts).toEqual([document.getElementById('faq')]);
    expect(window.scrollY).toBe(300);
  });

  it('restores positions itself while the app runs and hands reloads back to the browser', () => {
    renderAt('/');
    expect(window.history.scrollRestoration).toBe('manual');
    window.dispatchEvent(new Event('pagehide'));
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
