import type { QueryClient } from '@tanstack/react-query';
import { PRODUCT_NAME } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { publishedPostQueryOptions } from '@/features/blog/api/get-published-post';
import { latestPostsQueryOptions, publishedPostsQueryOptions } from '@/features/blog/api/get-published-posts';

/**
 * Every page the build renders to static HTML: the one list to extend when a public page (or a language
 * version of one, e.g. `/fr/tarifs`) is added. Pages not listed here are rendered in the browser.
 */
export interface PublicPage {
  /** The URL path, as the router matches it. */
  path: string;
  /** The `lang` of the document. */
  lang: string;
  title: string;
  description: string;
  /** The file written under dist/; by default `<path>/index.html`. */
  file?: string;
  /** Loads the data the page shows (from the API, when the build can reach one) into its query cache. */
  prefetch?: (client: QueryClient) => Promise<unknown>;
}

const meta = copy.pageMeta;

const latestPosts = (client: QueryClient) => client.prefetchQuery(latestPostsQueryOptions);

export const publicPages: PublicPage[] = [
  { path: '/', lang: 'en', ...meta.home, prefetch: latestPosts },
  { path: '/pricing', lang: 'en', ...meta.pricing },
  { path: '/how-it-works', lang: 'en', ...meta.howItWorks },
  { path: '/why-choose-us', lang: 'en', ...meta.whyChooseUs },
  { path: '/faq', lang: 'en', ...meta.faq },
  { path: '/contact', lang: 'en', ...meta.contact },
  { path: '/privacy', lang: 'en', ...meta.privacy },
  { path: '/terms', lang: 'en', ...meta.terms },
  { path: '/refund-estimator', lang: 'en', ...meta.refundEstimator },
  {
    path: '/blog',
    lang: 'en',
    ...meta.blog,
    prefetch: (client) => client.prefetchInfiniteQuery(publishedPostsQueryOptions),
  },
  { path: '/404', lang: 'en', ...meta.notFound, file: '404.html' },
];

/** One page per published post the API lists when the build runs (none when it cannot reach one). */
export async function blogPostPages(client: QueryClient): Promise<PublicPage[]> {
  // A build never waits long on an API that does not answer: it then renders no post pages.
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000).unref());
  const list = await Promise.race([client.fetchInfiniteQuery(publishedPostsQueryOptions).catch(() => null), timeout]);
  return (list?.pages ?? [])
    .flatMap((page) => page.posts)
    .map((post) => ({
      path: `/blog/${post.slug}`,
      lang: 'en',
      // A post's own title, then the product's, as every page title ends.
      title: `${post.title} – ${PRODUCT_NAME}`,
      description: post.excerpt,
      prefetch: (pageClient: QueryClient) => pageClient.prefetchQuery(publishedPostQueryOptions(post.slug)),
    }));
}

/** Where a page's HTML goes under dist/: `/` → index.html, `/pricing` → pricing/index.html. */
export const outputFileOf = (page: PublicPage): string =>
  page.file ?? (page.path === '/' ? 'index.html' : `${page.path.replace(/^\/+|\/+$/g, '')}/index.html`);
