import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { blogPostListSchema } from '@taxback/shared/blog/schemas';
import { BLOG, HOME } from '@taxback/shared/constants';
import { apiRequest } from '@/lib/api-client';

export const getPublishedPosts = ({ limit, cursor }: { limit: number; cursor?: string | null }) => {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
  return apiRequest({ method: 'GET', path: `/blog/posts?${query}`, auth: 'public', schema: blogPostListSchema });
};

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
