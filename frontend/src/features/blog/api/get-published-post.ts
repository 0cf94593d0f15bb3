import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostSchema } from '@taxback/shared/blog/schemas';
import { apiRequest } from '@/lib/api-client';

export const getPublishedPost = (slug: string) =>
  apiRequest({
    method: 'GET',
    path: `/blog/posts/${encodeURIComponent(slug)}`,
    auth: 'public',
    schema: blogPostSchema,
  });

export const publishedPostQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['blog', 'post', slug], queryFn: () => getPublishedPost(slug) });

export const usePublishedPost = (slug: string) => useQuery(publishedPostQueryOptions(slug));
