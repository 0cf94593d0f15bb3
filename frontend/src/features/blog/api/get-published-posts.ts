import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BlogLanguage } from '@taxback/shared/blog/schemas';
import { BLOG } from '@taxback/shared/constants';
import { getPublic } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { HOME } from '@/lib/ui-constants';
import { latestPostsKey, postListPath, publishedPostsKey } from './post-list-requests';
import { blogPostListOf } from './published-answers';

/** One language's published posts: each blog lists the posts written in its language. */
export const getPublishedPosts = (request: Parameters<typeof postListPath>[0]) =>
  getPublic(postListPath(request)).then(blogPostListOf);

export const latestPostsQueryOptions = (language: BlogLanguage) =>
  queryOptions({
    queryKey: latestPostsKey(language),
    queryFn: () => getPublishedPosts({ limit: HOME.blogPreviewCount, language }),
  });

export const useLatestPosts = () => useQuery(latestPostsQueryOptions(useLanguage()));

export const publishedPostsQueryOptions = (language: BlogLanguage) =>
  infiniteQueryOptions({
    queryKey: publishedPostsKey(language),
    queryFn: ({ pageParam }) => getPublishedPosts({ limit: BLOG.publicPageSize, cursor: pageParam, language }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const usePublishedPosts = () => useInfiniteQuery(publishedPostsQueryOptions(useLanguage()));
