import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};
const thisYear = () => new Date().getFullYear();

/**
 * This year. While React takes over a prerendered page it is the build's, which the page's HTML shows, then this
 * year: a page built in December and opened in January would otherwise not match its markup, which React then
 * throws away and draws again.
 */
export const useCurrentYear = (): number => useSyncExternalStore(unchanging, thisYear, () => __BUILD_YEAR__);
