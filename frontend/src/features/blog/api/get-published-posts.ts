import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BLOG, HOME } from '@taxback/shared/constants';
import { api } from '@/lib/api-client';

export const getPublishedPosts = ({ limit, cursor }: { limit: number; cursor?: string | null }) =>
  api.listPublishedBlogPosts({ query: { limit, cursor: cursor ?? undefined } });

export const latestPostsQueryOptions = queryOptions({
  queryKey: ['blog', 'latest', HOME.blogPreviewCount],
  queryFn: () => getPublishedPosts({ limit: HOME.blogPreviewCount }),
});

export const useLatestPosts = () => useQuery(latestPostsQueryOptions);

export const publishedPostsQueryOptions = infiniteQueryOptions({
  queryKey: ['blog', 'published'],
  queryFn: ({ pageParam }) => getPublishedPosts({ limit: BLOG.publicPageSize, cursor: pageParam }),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

export const usePublishedPosts = () => useInfiniteQuery(publishedPostsQueryOptions);
