import { useBuildThenNow } from './use-build-then-now';

const thisYear = () => new Date().getFullYear();

/** This year; the build's while a prerendered page is taken over (a page built in December, opened in January). */
export const useCurrentYear = (): number => useBuildThenNow(thisYear, __BUILD_YEAR__);
