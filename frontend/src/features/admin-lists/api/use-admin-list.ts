import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@taxback/shared/constants';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** The admin resources listed page by page; each is GET /admin/{resource}?cursor&limit&q. */
export type AdminListResource = 'applications' | 'users' | 'files' | 'discount-codes' | 'conversations';

interface Page {
  items: unknown[];
  cursor: string | null;
}

export const adminListKey = (resource: AdminListResource) => ['admin', 'list', resource] as const;

/** One cursor-paginated admin list, filtered by the server on `q`. */
export function useAdminList<P extends Page>(resource: AdminListResource, schema: z.ZodType<P>, q = '') {
  return useInfiniteQuery({
    queryKey: [...adminListKey(resource), q],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE.admin) });
      if (pageParam) query.set('cursor', pageParam);
      if (q) query.set('q', q);
      return apiRequest({ method: 'GET', path: `/admin/${resource}?${query}`, auth: 'user', schema });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}

/** Every item of the pages loaded so far. */
export const loadedItems = <T>(list: { data?: { pages: readonly { items: readonly T[] }[] } }): readonly T[] =>
  list.data?.pages.flatMap((page) => page.items) ?? [];
