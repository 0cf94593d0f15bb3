import { LOCALES, PRODUCT_NAME, type BlogLanguage, type BlogPost } from '@taxback/shared';
import { paragraphsOf } from '@taxback/shared/blog/paragraphs';
import { deleteSiteFile, putSiteFile, readSiteText } from '../adapters/site-files';
import { logger } from '../commons/logger';

/** The empty page the SPA build writes for pages drawn in the browser (frontend/src/prerender/vite-plugin.ts). */
export const APP_SHELL_KEY = 'app.html';
/**
 * Where CloudFront looks for a post's address, `/blog/<slug>` or `/fr/blogue/<slug>` by the post's language (the
 * viewer-request function adds `/index.html`).
 */
export const postPageKey = (slug: string, language: BlogLanguage) =>
  language === 'fr-CA' ? `fr/blogue/${slug}/index.html` : `blog/${slug}/index.html`;
/** A rewritten page is served from CloudFront's cache for at most this long, so an edit shows within minutes. */
export const POST_PAGE_MAX_AGE_SECONDS = 300;
/** The id the SPA reads a page's query cache from (frontend/src/lib/prerendered-queries.ts). */
const PRERENDERED_QUERIES_ID = 'prerendered-queries';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/**
 * A post's page as the publish handler writes it: the app shell with the post's own title, description and
 * social tags, its text as HTML (read before any script runs, and by crawlers), and the post as the query cache
 * the page starts from, so the app draws it at once without asking the API. `data-render="client"` tells the app
 * to draw over that markup rather than hydrate it (it is not React's own render).
 */
export function postPageDocument(shell: string, post: BlogPost): string {
  const title = `${post.title} – ${PRODUCT_NAME}`;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(post.excerpt)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(post.excerpt)}" />`,
    `<meta property="og:type" content="article" />`,
  ].join('\n    ');
  const article = [
    '<article class="container post-page">',
    `<div class="post-page__header"><h1 class="post-page__title">${escapeHtml(post.title)}</h1></div>`,
    '<div class="post-page__content">',
    ...paragraphsOf(post.content).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '</div>',
    '</article>',
  ].join('');
  const queries = {
    mutations: [],
    queries: [
      {
        queryKey: ['blog', 'post', post.slug],
        queryHash: JSON.stringify(['blog', 'post', post.slug]),
        state: {
          data: post,
          dataUpdateCount: 1,
          dataUpdatedAt: Date.now(),
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  };
  const state = JSON.stringify(queries).replace(/</g, '\\u003c');
  return shell
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(post.language)}">`)
    .replace(/<meta\s+name="description"[^>]*\/>/s, '')
    .replace(/<title>.*<\/title>/s, head)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-render="client">${article}</div>\n    <script type="application/json" id="${PRERENDERED_QUERIES_ID}">${state}</script>`,
    );
}

/**
 * Writes the page of a published post into the site bucket, or removes it when the post is no longer public, so
 * `/blog/<slug>` carries the post without waiting for the next build. A site without the app shell (the local
 * stack's bucket, which holds the blog's images only: its web server serves the build's own pages) gets no page.
 * A failure leaves the post published: its address then gets the app shell, which draws it in the browser, and
 * the next publish or build writes the page again.
 */
export async function refreshPostPage(slug: string, post: BlogPost | null): Promise<void> {
  try {
    // A post no longer public has no page; one whose language changed leaves none at its old address.
    await Promise.all(
      LOCALES.filter((language) => language !== post?.language).map((language) =>
        deleteSiteFile(postPageKey(slug, language)),
      ),
    );
    if (!post) return;
    const shell = await readSiteText(APP_SHELL_KEY);
    if (shell === null) return;
    await putSiteFile(postPageKey(slug, post.language), postPageDocument(shell, post), {
      contentType: 'text/html; charset=utf-8',
      cacheControl: `public, max-age=${POST_PAGE_MAX_AGE_SECONDS}`,
    });
  } catch (error) {
    logger.warn('Could not write the page of a blog post', { slug, error });
  }
}
