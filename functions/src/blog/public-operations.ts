import { BLOG, type BlogPost } from '@taxback/shared';
import { getPost, listPublishedPosts, type BlogPostItem } from '../data/stores/blog-post';
import { notFound } from '../http/errors';
import { ok, operation } from '../http/lambda-handler';
import { readPage } from './paging';
import { postSummaryView, publicPostView } from './post-view';

/** The French blog asks for the French posts only; without a language, every published post. */
export const listPublishedBlogPosts = operation('listPublishedBlogPosts', async ({ query }) => {
  const page = await readPage(
    (request) => listPublishedPosts({ ...request, language: query.language }),
    query,
    BLOG.publicPageSize,
  );
  return ok({ posts: page.items.map(postSummaryView), nextCursor: page.cursor });
});

/** A draft answers exactly as a missing post does, so its slug cannot be probed. */
export const getPublishedBlogPost = operation('getPublishedBlogPost', async ({ params }) => {
  const post = await getPost(params.slug);
  if (!post?.published) throw notFound();
  return ok(await publicViewOf(post));
});

/** A published post as the public reads it (its page written on publish carries the same). */
export async function publicViewOf(post: BlogPostItem): Promise<BlogPost> {
  // A translation is shown only once it is published, and only while it links back.
  const translation = post.translationSlug ? await getPost(post.translationSlug) : null;
  const readable = translation?.published && translation.translationSlug === post.slug ? translation : null;
  return publicPostView(post, readable);
}
