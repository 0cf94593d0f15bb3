import { easternDay } from '@taxback/shared/claim/claim-years';
import { useMemo } from 'react';
import { useBuildThenNow } from './use-build-then-now';

const today = () => easternDay(new Date());

/**
 * Today, the Eastern day the claim deadlines count in (as noon UTC, which falls on that day in New York); the build's
 * day while a prerendered page is taken over (a page built before a tax year opened or closed).
 */
export function useToday(): Date {
  const day = useBuildThenNow(today, __BUILD_DAY__);
  return useMemo(() => new Date(`${day}T12:00:00.000Z`), [day]);
}
