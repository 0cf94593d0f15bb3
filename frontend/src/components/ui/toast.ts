import type { ReactNode } from 'react';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  /** A toast shown with the id of one still open replaces it instead of stacking (one "session expired", say). */
  id?: string | number;
  description?: ReactNode;
  /** How long it stays, in ms, while the pointer is not over the toasts and focus not inside them. */
  duration?: number;
}

export interface ShownToast {
  /** Tells two showings apart: a replaced toast gets a new one, which restarts its time. */
  key: number;
  id: string | number;
  type: ToastType;
  title: ReactNode;
  description?: ReactNode;
  duration: number;
}

/** Older toasts drop out when a newer one would make more. */
export const MAX_TOASTS = 3;

/** A problem stays a little longer than a confirmation: it usually has a description to read. */
const DEFAULT_DURATION: Record<ToastType, number> = { success: 4_000, info: 4_000, warning: 6_000, error: 6_000 };

let toasts: readonly ShownToast[] = [];
const listeners = new Set<() => void>();
let lastKey = 0;

function publish(next: readonly ShownToast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function show(type: ToastType, title: ReactNode, options: ToastOptions = {}): string | number {
  const key = ++lastKey;
  const id = options.id ?? key;
  const shown: ShownToast = {
    key,
    id,
    type,
    title,
    description: options.description,
    duration: options.duration ?? DEFAULT_DURATION[type],
  };
  const replaced = toasts.some((toast) => toast.id === id);
  // Newest first; a replacement keeps its place, so the stack does not jump.
  publish(
    replaced ? toasts.map((toast) => (toast.id === id ? shown : toast)) : [shown, ...toasts].slice(0, MAX_TOASTS),
  );
  return id;
}

export function dismissToast(key: number): void {
  publish(toasts.filter((toast) => toast.key !== key));
}

export const shownToasts = (): readonly ShownToast[] => toasts;

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Short messages that open at the bottom of the screen (<Toaster />, in the app's providers) and close by themselves. None repeats what the page it leads to says.
 * Call them through the object (`toast.error(…)`): tests spy on its methods.
 */
export const toast = {
  success: (title: ReactNode, options?: ToastOptions) => show('success', title, options),
  error: (title: ReactNode, options?: ToastOptions) => show('error', title, options),
  info: (title: ReactNode, options?: ToastOptions) => show('info', title, options),
  warning: (title: ReactNode, options?: ToastOptions) => show('warning', title, options),
};
