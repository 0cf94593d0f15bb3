import type { DehydratedState } from '@tanstack/react-query';
import { firstPagePathOf } from '@/features/blog/api/post-list-requests';
import { blogPostListOf } from '@/features/blog/api/published-answers';
import { loadRuntimeConfig } from '@/lib/config';
import { PRERENDERED_QUERIES_ID } from '@/prerender/document';

/** A list query's data: one page, or the pages of an infinite list (the first is the one prerendered). */
const firstPageOf = (data: unknown) =>
  typeof data === 'object' && data !== null && 'pages' in data ? (data.pages as unknown[])[0] : data;

/**
 * Whether the blog lists a prerendered page shows (the home page's newest posts, a blog's first page) are
 * still those the API lists: a post published or changed since the build is not in the page's HTML, and
 * only the app draws it. Without lists, or without an answer (offline), the page is taken as it is.
 */
export async function prerenderedPostsAreCurrent(): Promise<boolean> {
  const state = document.getElementById(PRERENDERED_QUERIES_ID)?.textContent;
  const { queries } = (state ? JSON.parse(state) : { queries: [] }) as DehydratedState;
  const lists = queries.flatMap(({ queryKey, state: { data } }) => {
    const path = firstPagePathOf(queryKey);
    return path ? [{ path, shown: JSON.stringify(firstPageOf(data)) }] : [];
  });
  if (lists.length === 0) return true;
  try {
    const { apiUrl } = await loadRuntimeConfig();
    const current = await Promise.all(
      lists.map(({ path }) =>
        fetch(`${apiUrl}${path}`).then(async (response) => blogPostListOf(await response.json())),
      ),
    );
    return current.every((list, index) => JSON.stringify(list) === lists[index]!.shown);
  } catch {
    return true;
  }
}
