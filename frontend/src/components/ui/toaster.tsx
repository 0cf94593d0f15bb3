import { Alert } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type FocusEvent } from 'react';
import { useLanguage } from '@/lib/language';
import { dismissToast, MAX_TOASTS, shownToasts, subscribeToToasts, type ShownToast } from './toast';
import './toaster.css';

/** Counts down a toast's time while the toasts are not paused; a paused toast keeps what it had left. */
function useAutoDismiss({ key, duration }: ShownToast, paused: boolean) {
  const left = useRef(duration);
  useEffect(() => {
    if (paused || !Number.isFinite(left.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(key), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [key, paused]);
}

function ToastItem({ toast, row, paused }: { toast: ShownToast; row: number; paused: boolean }) {
  useAutoDismiss(toast, paused);
  return (
    <Alert
      className="toast"
      style={{ gridRow: row }}
      data-toast={toast.type}
      variation={toast.type}
      heading={toast.title}
      // The region around it is the live one; Alert's own role="alert" would announce a confirmation as a problem.
      role={undefined}
      isDismissible
      dismissButtonLabel={copy.common.closeNotification}
      onDismiss={() => dismissToast(toast.key)}
    >
      {toast.description}
    </Alert>
  );
}

const noToasts: readonly ShownToast[] = [];

/**
 * The toasts (toast.ts), newest on top, at the bottom of the screen, clear of the page's heading (toaster.css).
 * Problems are in an assertive live region and confirmations in a polite one; both exist before the first toast, as screen
 * readers announce only changes to a region they already know. The regions have no role: an empty, always-there
 * role="alert" (or "status") would be one more alert for every page to hold. One grid lays out both regions, so
 * the newest is on top whichever holds it. Their time stops while the pointer is over them or focus is inside them.
 */
export function Toaster() {
  useLanguage(); // the close buttons' label
  const toasts = useSyncExternalStore(subscribeToToasts, shownToasts, () => noToasts);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  // A toast removed while it held focus (or was under the pointer) fires no blur (or leave): check again.
  useEffect(() => {
    if (!toasts.length) setHovered(false);
    if (!ref.current?.contains(document.activeElement)) setFocused(false);
  }, [toasts]);

  // A toast answering a press (Pay, on a phone, sits low on the screen) never covers the button pressed: the page moves
  // that button up above the toasts.
  useEffect(() => {
    const toaster = ref.current;
    const pressed = document.activeElement;
    if (!toasts.length || !toaster || !(pressed instanceof HTMLElement) || toaster.contains(pressed)) return;
    if (pressed === document.body) return;
    const top = toaster.getBoundingClientRect().top;
    const { bottom } = pressed.getBoundingClientRect();
    if (bottom > top) window.scrollBy({ top: bottom - top + 12, behavior: 'instant' });
  }, [toasts]);

  const items = (region: (toast: ShownToast) => boolean) =>
    toasts.map(
      (toast, index) =>
        region(toast) && <ToastItem key={toast.key} toast={toast} row={index + 1} paused={hovered || focused} />,
    );
  const isProblem = (toast: ShownToast) => toast.type === 'error' || toast.type === 'warning';

  return (
    <div
      ref={ref}
      className="toaster"
      style={{ '--toaster-rows': MAX_TOASTS } as CSSProperties}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="toaster__region" aria-live="assertive" aria-atomic="false">
        {items(isProblem)}
      </div>
      <div className="toaster__region" aria-live="polite" aria-atomic="false">
        {items((toast) => !isProblem(toast))}
      </div>
    </div>
  );
}
