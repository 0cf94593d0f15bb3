import type { Locale } from '@taxback/shared/i18n/locale';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { localizedPath, publicPageAt, publicPaths } from '@/app/public-paths';
import { useLanguage } from '@/lib/language';
import { saveLanguage } from '@/features/profile/api/save-language';
import { useAuth } from '@/hooks/use-auth';

/** Tells search engines the address of this public page in the other language. */
function useAlternateLinks(pathname: string) {
  useEffect(() => {
    const found = publicPageAt(pathname);
    const languages = found ? (Object.keys(publicPaths[found.page]) as Locale[]) : [];
    // Each language's address, and the English one again as the default for any other language.
    const links = [...languages, ...(found ? (['x-default'] as const) : [])].map((language) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = language;
      const address = localizedPath(pathname, language === 'x-default' ? 'en' : language);
      link.href = new URL(address, window.location.origin).href;
      return link;
    });
    // A prerendered page arrives with its own (relative) links: these replace them.
    document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
    links.forEach((link) => document.head.appendChild(link));
    return () => links.forEach((link) => link.remove());
  }, [pathname]);
}

/**
 * Keeps the address in the visitor's language: a public page opened at its address in the other
 * language moves to its own. A signed-in customer's profile learns the language, so mail follows it.
 */
export function LanguageAddress() {
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const signedIn = useAuth().status === 'signedIn';
  useAlternateLinks(pathname);
  useEffect(() => {
    if (signedIn) saveLanguage(language).catch(() => undefined);
  }, [signedIn, language]);
  const found = publicPageAt(pathname);
  if (found && found.language !== language) {
    return <Navigate replace to={`${localizedPath(pathname, language)}${search}${hash}`} />;
  }
  return null;
}
