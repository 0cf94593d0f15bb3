import { useMemo } from 'react';
import { useBuildThenNow } from './use-build-then-now';

const utcDay = () => new Date().toISOString().slice(0, 10);

/**
 * Today, the UTC day the claim deadlines count in; the build's day while a prerendered page is taken over (a page
 * built before a tax year opened or closed).
 */
export function useToday(): Date {
  const day = useBuildThenNow(utcDay, __BUILD_DAY__);
  return useMemo(() => new Date(`${day}T00:00:00.000Z`), [day]);
}
