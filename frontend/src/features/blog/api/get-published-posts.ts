import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BlogLanguage } from '@taxback/shared/blog/schemas';
import { BLOG, HOME } from '@taxback/shared/constants';
import { getPublic } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { blogPostListOf } from './published-answers';

/** One language's published posts: each blog lists the posts written in its language. */
export const getPublishedPosts = ({
  limit,
  cursor,
  language,
}: {
  limit: number;
  cursor?: string | null;
  language: BlogLanguage;
}) => {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}), language });
  return getPublic(`/blog/posts?${query}`).then(blogPostListOf);
};

export const latestPostsQueryOptions = (language: BlogLanguage) =>
  queryOptions({
    queryKey: ['blog', 'latest', language, HOME.blogPreviewCount],
    queryFn: () => getPublishedPosts({ limit: HOME.blogPreviewCount, language }),
  });

export const useLatestPosts = () => useQuery(latestPostsQueryOptions(useLanguage()));

export const publishedPostsQueryOptions = (language: BlogLanguage) =>
  infiniteQueryOptions({
    queryKey: ['blog', 'published', language],
    queryFn: ({ pageParam }) => getPublishedPosts({ limit: BLOG.publicPageSize, cursor: pageParam, language }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const usePublishedPosts = () => useInfiniteQuery(publishedPostsQueryOptions(useLanguage()));
