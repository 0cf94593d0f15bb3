import type { BlogLanguage } from '@taxback/shared/blog/schemas';
import { BLOG } from '@taxback/shared/constants';
import { isLocale } from '@taxback/shared/i18n/locale';
import { HOME } from '@/lib/ui-constants';

/*
 * The public blog's two lists (the home page's newest posts, a blog's first page) as query keys and
 * requests. Kept apart from the queries so that a prerendered page can ask whether its lists are still
 * current without the app (app/prerendered-posts.ts).
 */

export const latestPostsKey = (language: BlogLanguage) => ['blog', 'latest', language, HOME.blogPreviewCount] as const;
export const publishedPostsKey = (language: BlogLanguage) => ['blog', 'published', language] as const;

/** The API path that lists one language's published posts, newest first. */
export function postListPath({
  limit,
  cursor,
  language,
}: {
  limit: number;
  cursor?: string | null;
  language: BlogLanguage;
}) {
  return `/blog/posts?${new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}), language })}`;
}

/** The path a list query's first page comes from; null for any other query. */
export function firstPagePathOf(queryKey: readonly unknown[]): string | null {
  const [scope, list, language] = queryKey;
  if (scope !== 'blog' || !isLocale(language)) return null;
  if (list === 'latest') return postListPath({ limit: HOME.blogPreviewCount, language });
  if (list === 'published') return postListPath({ limit: BLOG.publicPageSize, language });
  return null;
}
