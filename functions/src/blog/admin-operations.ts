import { copy, PAGE_SIZE } from '@taxback/shared';
import { newId } from '../commons/ids';
import { createPost, deletePost, listAllPosts, setPublished, updatePost } from '../data/blog-store';
import { getProfile } from '../data/profiles';
import { conflict, notFound } from '../http/errors';
import { created, noContent, ok, operation } from '../http/lambda-handler';
import { readPage } from './paging';
import { adminPostView } from './post-view';

const foundOrThrow = <T>(item: T | null): T => {
  if (!item) throw notFound();
  return item;
};

export const listAllBlogPosts = operation('listAllBlogPosts', async ({ query }) => {
  const page = await readPage(listAllPosts, query, PAGE_SIZE.admin);
  return ok({ posts: page.items.map(adminPostView), nextCursor: page.cursor });
});

/** A new post starts as a draft; its slug is its key, so a taken slug fails the conditional create. */
export const createBlogPost = operation('createBlogPost', async ({ caller, body }) => {
  const profile = await getProfile(caller.userId);
  const authorName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || null;
  const post = await createPost({ ...body, postId: newId(), authorId: caller.userId, authorName });
  if (!post) throw conflict(undefined, copy.adminBlog.slugTaken(body.slug));
  return created(adminPostView(post));
});

export const updateBlogPost = operation('updateBlogPost', async ({ params, body }) =>
  ok(adminPostView(foundOrThrow(await updatePost(params.slug, body)))),
);

export const publishBlogPost = operation('publishBlogPost', async ({ params }) =>
  ok(adminPostView(foundOrThrow(await setPublished(params.slug, true)))),
);

export const unpublishBlogPost = operation('unpublishBlogPost', async ({ params }) =>
  ok(adminPostView(foundOrThrow(await setPublished(params.slug, false)))),
);

export const deleteBlogPost = operation('deleteBlogPost', async ({ params }) => {
  if (!(await deletePost(params.slug))) throw notFound();
  return noContent();
});
