import { useInfiniteQuery } from '@tanstack/react-query';
import type { RouteInput, RouteOutput } from '@taxback/shared/api/contract';
import type { RouteOf } from '@taxback/shared/api/routes';
import { PAGE_SIZE } from '@taxback/shared/constants';
import { api } from '@/lib/api-client';

/** The admin lists read page by page (cursor, limit, q), and the route behind each, with its feature. */
const listRoutes = {
  applications: ['claim', 'listAdminApplications'],
  users: ['account', 'listAdminUsers'],
  files: ['uploads', 'listAdminFiles'],
  'discount-codes': ['payments', 'listDiscountCodes'],
  conversations: ['messages', 'listConversations'],
  inbox: ['contact', 'listContactMessages'],
} as const;

export type AdminListResource = keyof typeof listRoutes;
type PageOf<R extends AdminListResource> = RouteOutput<RouteOf<(typeof listRoutes)[R][1]>> & { cursor: string | null };
type PageQuery = RouteInput<RouteOf<'listAdminUsers'>>['query'];

export const adminListKey = (resource: AdminListResource) => ['admin', 'list', resource] as const;

/** One cursor-paginated admin list, filtered by the server on `q`. */
export function useAdminList<R extends AdminListResource>(resource: R, q = '') {
  return useInfiniteQuery({
    queryKey: [...adminListKey(resource), q],
    queryFn: ({ pageParam }) => {
      // Every list takes the same page query; the cast picks the answer type of this resource's route.
      const [feature, name] = listRoutes[resource];
      const listPage = (api[feature] as unknown as Record<string, (input: { query: PageQuery }) => Promise<PageOf<R>>>)[
        name
      ]!;
      return listPage({ query: { limit: PAGE_SIZE.admin, cursor: pageParam ?? undefined, q: q || undefined } });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}
