import type { QueryClient } from '@tanstack/react-query';
import { PRODUCT_NAME } from '@taxback/shared/constants';
import { siteCopyFor } from '@taxback/shared/copy-site';
import { registerLanguage } from '@taxback/shared/catalogue/bundles';
import { LOCALES, type Locale } from '@taxback/shared/i18n/locale';
import {
  blogPostPath,
  localizedPath,
  postAlternates,
  publicPaths,
  type PublicPage as PublicPageName,
} from '@/lib/public-paths';
import { publishedPostQueryOptions } from '@/features/blog/api/get-published-post';
import { latestPostsQueryOptions, publishedPostsQueryOptions } from '@/features/blog/api/get-published-posts';
import { frenchForBrowser } from '@/lib/french-catalogues';

// The build renders the pages of every language (a browser loads French only for a French visitor).
registerLanguage('browser', 'fr-CA', frenchForBrowser);

/**
 * Every page the build renders to static HTML: each public page of lib/public-paths.ts at its address in
 * each language (`/pricing` and `/fr/tarifs`), the not-found page and the blog's posts. Pages not listed
 * here are rendered in the browser.
 */
export interface PublicPage {
  /** The URL path, as the router matches it. */
  path: string;
  /** The `lang` of the document; the page is rendered in this language. */
  lang: Locale;
  title: string;
  description: string;
  /** The same page in every language, for the document's hreflang links. */
  alternates?: { lang: Locale; path: string }[];
  /** The file written under dist/; by default `<path>/index.html`. */
  file?: string;
  /** Loads the data the page shows (from the API, when the build can reach one) into its query cache. */
  prefetch?: (client: QueryClient) => Promise<unknown>;
}

const prefetchOf: Partial<Record<PublicPageName, (lang: Locale) => PublicPage['prefetch']>> = {
  home: (lang) => (client) => client.prefetchQuery(latestPostsQueryOptions(lang)),
  blog: (lang) => (client) => client.prefetchInfiniteQuery(publishedPostsQueryOptions(lang)),
};

const alternatesOf = (path: string) => LOCALES.map((lang) => ({ lang, path: localizedPath(path, lang) }));

const pageNames = Object.keys(publicPaths) as PublicPageName[];

export const publicPages: PublicPage[] = [
  ...LOCALES.flatMap((lang) =>
    pageNames.map((name) => ({
      path: publicPaths[name][lang],
      lang,
      ...siteCopyFor(lang).pageMeta[name],
      alternates: alternatesOf(publicPaths[name].en),
      prefetch: prefetchOf[name]?.(lang),
    })),
  ),
  { path: '/404', lang: 'en', ...siteCopyFor('en').pageMeta.notFound, file: '404.html' },
];

/**
 * One page per published post the API lists when the build runs (none when it cannot reach one), at
 * the address of the post's language, with hreflang links to its translation when it has one.
 */
export async function blogPostPages(client: QueryClient): Promise<PublicPage[]> {
  // A build never waits long on an API that does not answer: it then renders no post pages.
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000).unref());
  const listAll = Promise.all(LOCALES.map((lang) => client.fetchInfiniteQuery(publishedPostsQueryOptions(lang))));
  const lists = await Promise.race([listAll.catch(() => null), timeout]);
  const summaries = (lists ?? []).flatMap((list) => list.pages.flatMap((page) => page.posts));
  const pages: PublicPage[] = [];
  for (const summary of summaries) {
    const post = await client.fetchQuery(publishedPostQueryOptions(summary.slug)).catch(() => null);
    if (!post) continue;
    pages.push({
      path: blogPostPath(post.slug, post.language),
      lang: post.language,
      // A post's own title, then the product's, as every page title ends.
      title: `${post.title} – ${PRODUCT_NAME}`,
      description: post.excerpt,
      alternates: postAlternates(post)
        .filter(({ hreflang }) => hreflang !== 'x-default')
        .map(({ hreflang, path }) => ({ lang: hreflang as Locale, path })),
      prefetch: (pageClient: QueryClient) => pageClient.prefetchQuery(publishedPostQueryOptions(post.slug)),
    });
  }
  return pages;
}

/** Where a page's HTML goes under dist/: `/` → index.html, `/pricing` → pricing/index.html, `/fr/` → fr/index.html. */
export const outputFileOf = (page: PublicPage): string =>
  page.file ?? (page.path === '/' ? 'index.html' : `${page.path.replace(/^\/+|\/+$/g, '')}/index.html`);
