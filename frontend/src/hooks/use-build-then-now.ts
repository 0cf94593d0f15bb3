import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value as of the build while React takes a prerendered page over, then as of now: the page's HTML was drawn with
 * the build's value, and a page whose markup does not match is thrown away and drawn again. `now` must return
 * equal values (a number or a string) between calls.
 */
export const useBuildThenNow = <T>(now: () => T, atBuild: T): T => useSyncExternalStore(unchanging, now, () => atBuild);
