import { initialLanguage } from '@/lib/initial-language';
import { hasStoredSession } from '@/lib/stored-session';
import { PAGE_SHOWN_EVENT } from './page-shown-event';

/** What makes a reader of a prerendered page need the app: any of these, anywhere on the page. */
const FIRST_INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** Elements whose press only the app can answer (links and native controls work without it). */
const PRESSABLE = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** A page the build rendered (a post's page written on publish is only the post's text, for the app to draw over). */
export const isPrerendered = (root: HTMLElement) => root.hasChildNodes() && root.dataset.render !== 'client';

/**
 * The language a page the build rendered is written in (its `<html lang>`), null for a page drawn in the
 * browser. Read it before the app's code loads: that sets `<html lang>` to the visitor's language.
 */
export const prerenderedLanguage = (root: HTMLElement): string | null =>
  isPrerendered(root) ? document.documentElement.lang : null;

/**
 * Whether the app starts with the page or only once the visitor interacts. A prerendered public page is
 * whole without it: a visitor who only reads downloads none of the app. It starts at once for a page drawn
 * in the browser, for a browser that holds a session (the header and the live updates are the app's), and
 * for a visitor whose language is not the page's (the app moves them to their language's address), and
 * for a page still waiting for data.
 */
export function startsAtOnce(root: HTMLElement): boolean {
  return (
    !isPrerendered(root) ||
    hasStoredSession() ||
    initialLanguage() !== document.documentElement.lang ||
    // Data the build could not load: only the app fills it in.
    root.querySelector('[aria-busy="true"]') !== null
  );
}

/** Sets a field's value so that React sees a change (its own value tracker is bypassed by the prototype's setter). */
function retype(field: Field, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = value === '' ? ' ' : '';
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Starts the app on the visitor's first interaction with the page. Until the app shows the page (its
 * forms registered, its buttons wired), a press of a button or the sending of a form is held and made
 * again then, and what the visitor typed is handed to the app's forms.
 */
export function startOnFirstInteraction(root: HTMLElement, start: () => Promise<void>): void {
  const typed = new Map<Field, string>();
  // Each element once: a double click, or Enter then the send button, sends a form once.
  const held = new Set<HTMLElement>();
  const hold = (event: Event, element: HTMLElement) => {
    event.preventDefault();
    event.stopPropagation();
    held.add(element);
  };
  const onClick = (event: MouseEvent) => {
    const pressed = (event.target as Element | null)?.closest<HTMLElement>(PRESSABLE);
    if (!pressed || !root.contains(pressed)) return;
    const sendsItsForm = pressed instanceof HTMLButtonElement && pressed.type === 'submit' && pressed.form;
    hold(event, sendsItsForm || pressed);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (root.contains(event.target as Node)) hold(event, event.target as HTMLFormElement);
  };
  const onInput = (event: Event) => {
    const field = event.target as Field;
    if ('value' in field && root.contains(field)) typed.set(field, field.value);
  };
  const begin = () => {
    FIRST_INTERACTIONS.forEach((type) => document.removeEventListener(type, begin, true));
    void start();
  };
  const shown = async () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('input', onInput, true);
    // Each in a task of its own, after React has drawn what the one before changed: a form's handlers then
    // see every field typed, and a held submit sends them.
    for (const [field, value] of typed) {
      await nextTask();
      // A field the app drew anew (rather than took over) is not the one typed into.
      if (field.isConnected) retype(field, value);
    }
    for (const element of held) {
      await nextTask();
      if (!element.isConnected) continue;
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else element.click();
    }
  };

  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener(PAGE_SHOWN_EVENT, () => void shown(), { once: true });
  FIRST_INTERACTIONS.forEach((type) => document.addEventListener(type, begin, { capture: true, passive: true }));
}
