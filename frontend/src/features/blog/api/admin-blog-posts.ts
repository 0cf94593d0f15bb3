import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminBlogPostListSchema,
  adminBlogPostSchema,
  type BlogPostInput,
  type CreateBlogPostRequest,
} from '@taxback/shared/blog/schemas';
import { PAGE_SIZE } from '@taxback/shared/constants';
import * as z from 'zod';
import { apiRequest } from '@/lib/api-client';

const postPath = (slug: string) => `/admin/blog/posts/${encodeURIComponent(slug)}`;

export const adminPostsQueryOptions = infiniteQueryOptions({
  queryKey: ['admin', 'blog', 'posts'],
  queryFn: ({ pageParam }) => {
    const query = new URLSearchParams({ limit: String(PAGE_SIZE.admin), ...(pageParam ? { cursor: pageParam } : {}) });
    return apiRequest({
      method: 'GET',
      path: `/admin/blog/posts?${query}`,
      auth: 'user',
      schema: adminBlogPostListSchema,
    });
  },
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

export const useAdminPosts = () => useInfiniteQuery(adminPostsQueryOptions);

export type PostChange =
  | { kind: 'create'; request: CreateBlogPostRequest }
  | { kind: 'update'; slug: string; request: BlogPostInput }
  | { kind: 'publish' | 'unpublish'; slug: string }
  | { kind: 'delete'; slug: string };

function sendChange(change: PostChange) {
  switch (change.kind) {
    case 'create':
      return apiRequest({
        method: 'POST',
        path: '/admin/blog/posts',
        auth: 'user',
        body: change.request,
        schema: adminBlogPostSchema,
      });
    case 'update':
      return apiRequest({
        method: 'PUT',
        path: postPath(change.slug),
        auth: 'user',
        body: change.request,
        schema: adminBlogPostSchema,
      });
    case 'publish':
    case 'unpublish':
      return apiRequest({
        method: 'POST',
        path: `${postPath(change.slug)}/${change.kind}`,
        auth: 'user',
        schema: adminBlogPostSchema,
      });
    case 'delete':
      return apiRequest({ method: 'DELETE', path: postPath(change.slug), auth: 'user', schema: z.unknown() });
  }
}

/** Every change to a post; the admin list and the public blog are refetched after it. */
export function usePostChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'blog'] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['blog'] }),
  });
}
