import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the reader was on each page of this visit, by history entry. */
const positions = new Map<string, number>();

/** Scrolls at once: the site scrolls smoothly within a page, but a page changing is not a scroll. */
const jumpTo = (top: number) => window.scrollTo({ top, behavior: 'instant' });

/** A new page opens at its top, or at the section its #hash names (a page still loading scrolls there itself). */
function scrollToArrival(hash: string) {
  const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (section) section.scrollIntoView();
  else jumpTo(0);
}

/**
 * Scrolls as a reader expects of pages: a new page opens at its top, Back and Forward return to where the
 * reader was, and a link to a #section shows that section (see useScrollToHash for a page that loads late).
 * The page the app starts on is left where the reader has scrolled it: the app may start only when they
 * first tap a page they have been reading.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // A reload or a return from another site is the browser's to restore.
    const handBack = () => {
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', handBack);
    return () => {
      window.removeEventListener('pagehide', handBack);
      handBack();
    };
  }, []);

  useLayoutEffect(() => {
    // Back and Forward (and the page the app starts on) are POP: the reader returns, or has not moved yet.
    const returning = navigationType === 'POP';
    const saved = returning ? positions.get(key) : undefined;
    if (saved !== undefined) jumpTo(saved);
    else if (!returning) scrollToArrival(hash);
    const remember = () => positions.set(key, window.scrollY);
    if (saved === undefined) remember();
    // Removed as the next page commits, before it scrolls: that scroll is not this page's.
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, hash, navigationType]);

  return null;
}
