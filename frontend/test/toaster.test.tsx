import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { copy, copyFor } from '@taxback/shared/copy';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, toast } from '@/components/ui/toast';
import { Toaster } from '@/components/ui/toaster';
import { chooseLanguage } from '@/lib/language';
import { registerEveryLanguage } from '@taxback/shared/catalogue/every-language';

registerEveryLanguage();

/** Shows toasts the way the app does, from outside React. */
const show = (showToasts: () => void) => act(showToasts);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The toasts as they show, top to bottom (each says its row; the regions hold them by kind). */
const shown = () =>
  [...document.querySelectorAll<HTMLElement>('[data-toast]')].sort(
    (a, b) => Number(a.style.gridRow) - Number(b.style.gridRow),
  );
const titles = () => shown().map((element) => element.querySelector('.amplify-alert__heading')?.textContent);
const closeButtons = () => screen.queryAllByRole('button', { name: copy.common.closeNotification });

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    // The toasts live outside React: close what a test left open, so the next one starts with none.
    closeButtons().forEach((button) => fireEvent.click(button));
    cleanup();
    vi.useRealTimers();
    chooseLanguage('en');
  });

  it('shows the title and the description, marked with its type', () => {
    render(<Toaster />);
    show(() => toast.success('Profile saved', { description: 'Your changes are kept.' }));

    const [element] = shown();
    expect(element?.dataset.toast).toBe('success');
    expect(within(element!).getByText('Profile saved')).toBeTruthy();
    expect(within(element!).getByText('Your changes are kept.')).toBeTruthy();
    expect(element?.className).toContain('amplify-alert--success');
  });

  it('replaces a toast shown again with the same id instead of stacking a second one', () => {
    render(<Toaster />);
    show(() => toast.error('Session expired', { id: 'session-expired', description: 'First' }));
    show(() => toast.success('Saved'));
    show(() => toast.error('Session expired', { id: 'session-expired', description: 'Second' }));

    expect(titles()).toEqual(['Saved', 'Session expired']);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('closes by itself after its duration, 4 s for a confirmation by default', () => {
    render(<Toaster />);
    show(() => toast.success('Saved'));
    show(() => toast.error('Could not send', { duration: 15_000 }));

    wait(3_999);
    expect(titles()).toEqual(['Could not send', 'Saved']);
    wait(1);
    expect(titles()).toEqual(['Could not send']);
    wait(15_000 - 4_000 - 1);
    expect(titles()).toEqual(['Could not send']);
    wait(1);
    expect(shown()).toEqual([]);
  });

  it('gives a problem a little longer by default', () => {
    render(<Toaster />);
    show(() => toast.error('Could not save'));
    show(() => toast.warning('Changed elsewhere'));

    wait(5_999);
    expect(shown()).toHaveLength(2);
    wait(1);
    expect(shown()).toEqual([]);
  });

  // fireEvent rather than userEvent: Testing Library's async wrapper waits on a timer the fake clock holds.
  it('stops the time while the pointer is over the toasts, and goes on with what was left', () => {
    render(<Toaster />);
    show(() => toast.info('A customer was deleted', { duration: 1_000 }));
    wait(400);

    fireEvent.pointerEnter(shown()[0]!);
    wait(10_000);
    expect(titles()).toEqual(['A customer was deleted']);

    fireEvent.pointerLeave(shown()[0]!);
    wait(590);
    expect(titles()).toEqual(['A customer was deleted']);
    wait(10);
    expect(shown()).toEqual([]);
  });

  it('stops the time while focus is inside a toast', () => {
    render(<Toaster />);
    show(() => toast.success('Saved', { duration: 1_000 }));

    act(() => closeButtons()[0]!.focus());
    wait(5_000);
    expect(titles()).toEqual(['Saved']);

    act(() => closeButtons()[0]!.blur());
    wait(1_000);
    expect(shown()).toEqual([]);
  });

  it('closes with its button, named in the reader’s language', () => {
    render(<Toaster />);
    show(() => toast.success('Saved'));
    show(() => toast.error('Could not save'));

    expect(copy.common.closeNotification).toBe('Close notification');
    fireEvent.click(within(shown()[1]!).getByRole('button', { name: 'Close notification' }));
    expect(titles()).toEqual(['Could not save']);

    act(() => chooseLanguage('fr-CA'));
    const french = copyFor('fr-CA').common.closeNotification;
    expect(french).toBe('Fermer la notification');
    expect(within(shown()[0]!).getByRole('button', { name: french })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /close|dismiss/i })).toBeNull();
  });

  it('announces problems assertively and confirmations politely, in regions there before any toast', () => {
    render(<Toaster />);
    const problems = document.querySelector<HTMLElement>('[aria-live="assertive"]');
    const confirmations = document.querySelector<HTMLElement>('[aria-live="polite"]');
    expect(problems?.children).toHaveLength(0);
    expect(confirmations?.children).toHaveLength(0);

    show(() => toast.error('Could not save'));
    show(() => toast.warning('Changed elsewhere'));
    show(() => toast.success('Saved'));

    expect(within(problems!).getByText('Could not save')).toBeTruthy();
    expect(within(problems!).getByText('Changed elsewhere')).toBeTruthy();
    expect(within(confirmations!).getByText('Saved')).toBeTruthy();
    expect(within(confirmations!).queryByText('Could not save')).toBeNull();
    // Each region announces what it gains, not every toast it holds; a toast is no second alert inside it, and
    // no empty alert stays on the page once the toasts are gone (pages and tests look for their own alerts).
    expect(problems?.getAttribute('aria-atomic')).toBe('false');
    expect(screen.queryAllByRole('alert')).toEqual([]);
    closeButtons().forEach((button) => fireEvent.click(button));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it(`shows at most ${MAX_TOASTS}, the newest on top whichever region holds it`, () => {
    render(<Toaster />);
    show(() => toast.success('First'));
    show(() => toast.error('Second'));
    show(() => toast.info('Third'));
    show(() => toast.warning('Fourth'));

    expect(MAX_TOASTS).toBe(3);
    expect(screen.queryByText('First')).toBeNull();
    const rows = Object.fromEntries(shown().map((element) => [element.textContent, element.style.gridRow]));
    expect(rows).toEqual({ Fourth: '1', Third: '2', Second: '3' });
  });
});
