import { useMemo, useSyncExternalStore } from 'react';

const unchanging = () => () => {};
const utcDay = () => new Date().toISOString().slice(0, 10);

/**
 * Today (the UTC day, as the claim deadlines count). While React takes over a prerendered page it is the build's
 * day, which the page's HTML was drawn for, then today: a page built before a claim year opened or closed would
 * otherwise not match its markup, which React then throws away and draws again.
 */
export function useToday(): Date {
  const day = useSyncExternalStore(unchanging, utcDay, () => __BUILD_DAY__);
  return useMemo(() => new Date(`${day}T00:00:00.000Z`), [day]);
}
