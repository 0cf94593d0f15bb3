import type { DehydratedState } from '@tanstack/react-query';
import { firstPagePathOf } from '@/features/blog/api/post-list-requests';
import { blogPostListOf } from '@/features/blog/api/published-answers';
import { COMPANY_INFO_PATH, companyInfoKey, companyInfoOf } from '@/api/company-answer';
import { loadRuntimeConfig } from '@/lib/config';
import { PRERENDERED_QUERIES_ID } from '@/lib/prerendered-queries';

/** A list query's data: one page, or the pages of an infinite list (the first is the one prerendered). */
const firstPageOf = (data: unknown) =>
  typeof data === 'object' && data !== null && 'pages' in data ? (data.pages as unknown[])[0] : data;

/** One answer a prerendered page shows: where it comes from, how it is read, and what the page shows of it. */
interface Shown {
  path: string;
  read: (answer: unknown) => unknown;
  shown: string;
}

/**
 * Whether the data a prerendered page shows from the API is still what the API answers: the blog lists (the home
 * page's newest posts, a blog's first page), as a post published or changed since the build is not in the page's
 * HTML, and the company details of its footer (staff may have changed them). Only the app draws what changed.
 * Without such data, or without an answer (offline), the page is taken as it is.
 */
export async function prerenderedPostsAreCurrent(): Promise<boolean> {
  const state = document.getElementById(PRERENDERED_QUERIES_ID)?.textContent;
  const { queries } = (state ? JSON.parse(state) : { queries: [] }) as DehydratedState;
  const shown = queries.flatMap(({ queryKey, state: { data } }): Shown[] => {
    const path = firstPagePathOf(queryKey);
    if (path) return [{ path, read: blogPostListOf, shown: JSON.stringify(firstPageOf(data)) }];
    if (JSON.stringify(queryKey) === JSON.stringify(companyInfoKey))
      return [{ path: COMPANY_INFO_PATH, read: companyInfoOf, shown: JSON.stringify(data) }];
    return [];
  });
  if (shown.length === 0) return true;
  try {
    const { apiUrl } = await loadRuntimeConfig();
    const current = await Promise.all(
      shown.map(({ path, read }) => fetch(`${apiUrl}${path}`).then(async (response) => read(await response.json()))),
    );
    return current.every((answer, index) => JSON.stringify(answer) === shown[index]!.shown);
  } catch {
    return true;
  }
}
