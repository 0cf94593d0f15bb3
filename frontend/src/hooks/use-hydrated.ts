import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while React takes over a prerendered page (and when rendering on the server), true once the page
 * answers clicks: a control drawn in the static HTML can say it is not ready instead of dropping a tap.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
