import type { Locale } from '@taxback/shared/i18n/locale';

/**
 * The public pages and their address in each language. French pages live under /fr/ with French
 * words; signed-in pages have one address whatever the language.
 */
export const publicPaths = {
  home: { en: '/', 'fr-CA': '/fr/' },
  pricing: { en: '/pricing', 'fr-CA': '/fr/tarifs' },
  refundEstimator: { en: '/refund-estimator', 'fr-CA': '/fr/estimateur-de-remboursement' },
  faq: { en: '/faq', 'fr-CA': '/fr/faq' },
  whyChooseUs: { en: '/why-choose-us', 'fr-CA': '/fr/pourquoi-nous-choisir' },
  howItWorks: { en: '/how-it-works', 'fr-CA': '/fr/comment-ca-marche' },
  privacy: { en: '/privacy', 'fr-CA': '/fr/confidentialite' },
  terms: { en: '/terms', 'fr-CA': '/fr/conditions-d-utilisation' },
  contact: { en: '/contact', 'fr-CA': '/fr/nous-joindre' },
  blog: { en: '/blog', 'fr-CA': '/fr/blogue' },
} as const satisfies Record<string, Record<Locale, string>>;

export type PublicPage = keyof typeof publicPaths;

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The public page at a path, and the language of that address; null for any other page. */
export function publicPageAt(pathname: string): { page: PublicPage; language: Locale } | null {
  const path = trimmed(pathname);
  for (const [page, paths] of Object.entries(publicPaths) as [PublicPage, Record<Locale, string>][]) {
    for (const [language, address] of Object.entries(paths) as [Locale, string][]) {
      if (trimmed(address) === path) return { page, language };
    }
  }
  const post = /^\/(blog|fr\/blogue)\/[^/]+$/.exec(path);
  if (post) return { page: 'blog', language: post[1] === 'blog' ? 'en' : 'fr-CA' };
  return null;
}

/** The language an address is written in, or null when it is the same in both languages. */
export const languageOfPath = (pathname: string): Locale | null => publicPageAt(pathname)?.language ?? null;

/**
 * An English in-app link made to point at the page in the given language: "/pricing" → "/fr/tarifs",
 * "/#faq" → "/fr/#faq", "/blog/x" → "/fr/blogue/x"; other pages are unchanged.
 */
export function localizedPath(to: string, language: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(to);
  const path = match?.[1] ?? to;
  const rest = match?.[2] ?? '';
  const found = publicPageAt(path || '/');
  if (!found) return to;
  const post = /^\/(?:blog|fr\/blogue)\/([^/]+)$/.exec(trimmed(path));
  if (post) return `${language === 'en' ? '/blog' : '/fr/blogue'}/${post[1]}${rest}`;
  return `${publicPaths[found.page][language]}${rest}`;
}

/** A post's address on the blog of a language: "/blog/x" or "/fr/blogue/x". */
export const blogPostPath = (slug: string, language: Locale): string => `${publicPaths.blog[language]}/${slug}`;

/** The slug and the address's language when the path is a blog post's, else null. */
export function blogPostAt(pathname: string): { slug: string; language: Locale } | null {
  const post = /^\/(blog|fr\/blogue)\/([^/]+)$/.exec(trimmed(pathname));
  return post?.[2] ? { slug: post[2], language: post[1] === 'blog' ? 'en' : 'fr-CA' } : null;
}

/**
 * A post's hreflang links: the post at its own address, its published translation at the other one,
 * and the English version again as x-default.
 */
export function postAlternates(post: { slug: string; language: Locale; translationSlug: string | null }) {
  const versions: { hreflang: string; path: string }[] = [
    { hreflang: post.language, path: blogPostPath(post.slug, post.language) },
  ];
  if (post.translationSlug) {
    const other: Locale = post.language === 'en' ? 'fr-CA' : 'en';
    versions.push({ hreflang: other, path: blogPostPath(post.translationSlug, other) });
  }
  const english = versions.find((version) => version.hreflang === 'en');
  return english ? [...versions, { hreflang: 'x-default', path: english.path }] : versions;
}
