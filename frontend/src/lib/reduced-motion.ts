const QUERY = '(prefers-reduced-motion: reduce)';

/** Read once per mount: the animations it gates last about a second. */
export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
