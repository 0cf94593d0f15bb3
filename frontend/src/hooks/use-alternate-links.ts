import { useEffect } from 'react';

/**
 * Tells search engines where this page is in each language (`x-default`: the address for any other
 * language). A prerendered page arrives with its own relative links: these absolute ones replace them.
 * With `null` the links are left to someone else (a blog post knows its translation only once loaded).
 */
export function useAlternateLinks(alternates: readonly { hreflang: string; path: string }[] | null) {
  const key = alternates && JSON.stringify(alternates);
  useEffect(() => {
    if (key === null) return;
    const links = (JSON.parse(key) as { hreflang: string; path: string }[]).map(({ hreflang, path }) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = new URL(path, window.location.origin).href;
      return link;
    });
    document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
    links.forEach((link) => document.head.appendChild(link));
    return () => links.forEach((link) => link.remove());
  }, [key]);
}
