import type { Locale } from '@taxback/shared/i18n/locale';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { blogPostAt, localizedPath, publicPageAt, publicPaths } from '@/lib/public-paths';
import { useLanguage } from '@/lib/language';
import { saveLanguage } from '@/features/account/api/save-language';
import { useAuth } from '@/hooks/use-auth';

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

/** Each language's address of a public page other than a post, and the English one as x-default. */
function publicAlternates(pathname: string) {
  const found = publicPageAt(pathname);
  if (!found) return [];
  const languages = Object.keys(publicPaths[found.page]) as Locale[];
  return [...languages, 'x-default'].map((hreflang) => ({
    hreflang,
    path: localizedPath(pathname, hreflang === 'x-default' ? 'en' : (hreflang as Locale)),
  }));
}

/**
 * Keeps the address in the visitor's language: a public page opened at its address in the other
 * language moves to its own. A signed-in customer's profile learns the language, so mail follows it.
 */
export function LanguageAddress() {
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const signedIn = useAuth().status === 'signedIn';
  useAlternateLinks(blogPostAt(pathname) ? null : publicAlternates(pathname));
  useEffect(() => {
    if (signedIn) saveLanguage(language).catch(() => undefined);
  }, [signedIn, language]);
  const found = publicPageAt(pathname);
  if (found && found.language !== language) {
    return <Navigate replace to={`${localizedPath(pathname, language)}${search}${hash}`} />;
  }
  return null;
}
