import { BLOG } from '@taxback/shared';
import { getPost, listPublishedPosts } from '../data/blog-store';
import { notFound } from '../http/errors';
import { ok, operation } from '../http/lambda-handler';
import { readPage } from './paging';
import { postSummaryView, publicPostView } from './post-view';

export const listPublishedBlogPosts = operation('listPublishedBlogPosts', async ({ query }) => {
  const page = await readPage(listPublishedPosts, query, BLOG.publicPageSize);
  return ok({ posts: page.items.map(postSummaryView), nextCursor: page.cursor });
});

/** A draft answers exactly as a missing post does, so its slug cannot be probed. */
export const getPublishedBlogPost = operation('getPublishedBlogPost', async ({ params }) => {
  const post = await getPost(params.slug);
  if (!post?.published) throw notFound();
  return ok(publicPostView(post));
});
