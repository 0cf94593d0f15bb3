import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getPublishedPost = (slug: string) => api.getPublishedBlogPost({ params: { slug } });

export const publishedPostQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['blog', 'post', slug], queryFn: () => getPublishedPost(slug) });

export const usePublishedPost = (slug: string) => useQuery(publishedPostQueryOptions(slug));
