import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublic } from '@/lib/api-client';
import { blogPostOf } from './published-answers';

export const getPublishedPost = (slug: string) => getPublic(`/blog/posts/${encodeURIComponent(slug)}`).then(blogPostOf);

export const publishedPostQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['blog', 'post', slug], queryFn: () => getPublishedPost(slug) });

export const usePublishedPost = (slug: string) => useQuery(publishedPostQueryOptions(slug));
