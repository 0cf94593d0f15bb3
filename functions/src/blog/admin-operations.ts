import { PAGE_SIZE, staffCopy } from '@taxback/shared';
import { newId } from '../commons/ids';
import {
  createPost,
  deletePost,
  getPost,
  languageOf,
  listAllPosts,
  setPublished,
  type BlogPostItem,
  updatePost,
} from '../data/stores/blog-post';
import { getProfileItem } from '../data/stores/profile';
import { conflict, notFound } from '../http/errors';
import { created, noContent, ok, operation } from '../http/lambda-handler';
import { readPage } from './paging';
import { storeFeaturedImage } from './featured-images';
import { adminPostView } from './post-view';
import { refreshPostPage } from './post-pages';
import { publicViewOf } from './public-operations';
import { applyTranslation, checkTranslation } from './translation-links';

const foundOrThrow = <T>(item: T | null): T => {
  if (!item) throw notFound();
  return item;
};

export const listAllBlogPosts = operation('listAllBlogPosts', async ({ query }) => {
  const page = await readPage(listAllPosts, query, PAGE_SIZE.admin);
  return ok({ posts: page.items.map(adminPostView), nextCursor: page.cursor });
});

/**
 * A new post starts as a draft; its slug is its key, so a taken slug fails the conditional create. A
 * translation named in the body is linked both ways.
 */
export const createBlogPost = operation('createBlogPost', async ({ caller, body }) => {
  await checkTranslation(body.slug, body.language ?? 'en', body.translationSlug);
  const profile = await getProfileItem(caller.userId);
  const authorName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || null;
  const post = await createPost({ ...body, postId: newId(), authorId: caller.userId, authorName });
  if (!post) throw conflict(undefined, staffCopy.adminBlog.slugTaken(body.slug));
  return created(adminPostView(await applyTranslation(post, body.translationSlug)));
});

/** A published post's page follows each change of the post: written when public, removed when not. */
async function withPage(post: BlogPostItem): Promise<BlogPostItem> {
  await refreshPostPage(post.slug, post.published ? await publicViewOf(post) : null);
  return post;
}

/** An edit without a translation removes the post's link (from both posts). */
export const updateBlogPost = operation('updateBlogPost', async ({ params, body }) => {
  const current = foundOrThrow(await getPost(params.slug));
  await checkTranslation(params.slug, body.language ?? languageOf(current), body.translationSlug);
  const updated = foundOrThrow(await updatePost(params.slug, body));
  return ok(adminPostView(await withPage(await applyTranslation(updated, body.translationSlug))));
});

export const publishBlogPost = operation('publishBlogPost', async ({ params, body }) =>
  ok(
    adminPostView(
      await withPage(foundOrThrow(await setPublished(params.slug, true, { redate: body?.publishedDate === 'today' }))),
    ),
  ),
);

export const unpublishBlogPost = operation('unpublishBlogPost', async ({ params }) =>
  ok(adminPostView(await withPage(foundOrThrow(await setPublished(params.slug, false))))),
);

/** A featured image is stored with the site's files; the post then names its site path. */
export const uploadBlogImage = operation('uploadBlogImage', async ({ body }) =>
  created({ path: await storeFeaturedImage(Buffer.from(body.imageBase64, 'base64')) }),
);

export const deleteBlogPost = operation('deleteBlogPost', async ({ params }) => {
  if (!(await deletePost(params.slug))) throw notFound();
  await refreshPostPage(params.slug, null);
  return noContent();
});
