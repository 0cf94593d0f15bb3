import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPostInput, CreateBlogPostRequest } from '@taxback/shared/blog/schemas';
import { PAGE_SIZE } from '@taxback/shared/constants';
import { api } from '@/lib/api-client';

export const adminPostsQueryOptions = infiniteQueryOptions({
  queryKey: ['admin', 'blog', 'posts'],
  queryFn: ({ pageParam }) =>
    api.blog.listAllBlogPosts({ query: { limit: PAGE_SIZE.admin, cursor: pageParam ?? undefined } }),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

export const useAdminPosts = () => useInfiniteQuery(adminPostsQueryOptions);

export type PostChange =
  | { kind: 'create'; request: CreateBlogPostRequest }
  | { kind: 'update'; slug: string; request: BlogPostInput }
  | { kind: 'publish'; slug: string; publishedDate?: 'first' | 'today' }
  | { kind: 'unpublish'; slug: string }
  | { kind: 'delete'; slug: string };

function sendChange(change: PostChange) {
  switch (change.kind) {
    case 'create':
      return api.blog.createBlogPost({ body: change.request });
    case 'update':
      return api.blog.updateBlogPost({ params: { slug: change.slug }, body: change.request });
    case 'publish':
      return api.blog.publishBlogPost({
        params: { slug: change.slug },
        body: change.publishedDate ? { publishedDate: change.publishedDate } : undefined,
      });
    case 'unpublish':
      return api.blog.unpublishBlogPost({ params: { slug: change.slug } });
    case 'delete':
      return api.blog.deleteBlogPost({ params: { slug: change.slug } });
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

/** A file's bytes as base64, for the JSON body of an image upload (in slices: one call takes few arguments). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** Stores a post's featured image with the site's files; answers the site path the post then names. */
export function useBlogImageUpload() {
  return useMutation({
    mutationFn: async (file: File) =>
      (await api.blog.uploadBlogImage({ body: { imageBase64: await base64Of(file) } })).path,
  });
}
