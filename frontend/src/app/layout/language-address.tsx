import type { Locale } from '@taxback/shared/i18n/locale';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { blogPostAt, localizedPath, publicPageAt, publicPaths } from '@/lib/public-paths';
import { useLanguage } from '@/lib/language';
import { saveLanguage } from '@/features/account/api/save-language';
import { useAlternateLinks } from '@/hooks/use-alternate-links';
import { useAuth } from '@/lib/use-auth';

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
