import type { BlogPostInput } from '@taxback/shared';
import { blogPosts } from './blog-posts';
import { isConditionalCheckFailure, nowIso, type ItemOf, type Page, type PageRequest } from './electro';

export type BlogPostItem = ItemOf<typeof blogPosts>;

/** Published posts, newest first: a Query on the sparse GSI1 that only published posts are in. */
export async function listPublishedPosts({ limit, cursor }: PageRequest): Promise<Page<BlogPostItem>> {
  const { data, cursor: next } = await blogPosts().query.published({}).go({ order: 'desc', limit, cursor });
  return { items: data, cursor: next };
}

/** Every post, drafts included, newest first (GSI2). */
export async function listAllPosts({ limit, cursor }: PageRequest): Promise<Page<BlogPostItem>> {
  const { data, cursor: next } = await blogPosts().query.all({}).go({ order: 'desc', limit, cursor });
  return { items: data, cursor: next };
}

export async function getPost(slug: string): Promise<BlogPostItem | null> {
  return (await blogPosts().get({ slug }).go()).data;
}

/** Creates a draft; null when a post already has this slug. */
export async function createPost(
  post: BlogPostInput & { postId: string; slug: string; authorId: string; authorName: string | null },
): Promise<BlogPostItem | null> {
  const { authorName, ...rest } = post;
  try {
    const { data } = await blogPosts()
      .create({ ...rest, ...(authorName ? { authorName } : {}), published: false })
      .go();
    return data as BlogPostItem;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/** Null when there is no such post. A post without an image in the edit loses the one it had. */
export async function updatePost(slug: string, changes: BlogPostInput): Promise<BlogPostItem | null> {
  const { featuredImageUrl, ...rest } = changes;
  try {
    const update = blogPosts()
      .patch({ slug })
      .set({ ...rest, ...(featuredImageUrl ? { featuredImageUrl } : {}) });
    await (featuredImageUrl ? update : update.remove(['featuredImageUrl'])).go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
  return getPost(slug);
}

/**
 * Publishes or unpublishes a post; the publication date is set on the first publish and kept after.
 * The whole item is written again (ElectroDB's patch would set only half of the sparse index's keys),
 * guarded by its updatedAt: after a concurrent change the write is retried on the fresh item.
 */
export async function setPublished(slug: string, published: boolean, attempts = 3): Promise<BlogPostItem | null> {
  const current = await getPost(slug);
  if (!current || current.published === published) return current;
  try {
    await blogPosts()
      .put({ ...current, published, publishedAt: current.publishedAt ?? nowIso() })
      .where(({ updatedAt }, { eq }) => eq(updatedAt, current.updatedAt))
      .go();
  } catch (error) {
    if (!isConditionalCheckFailure(error) || attempts <= 1) throw error;
    return setPublished(slug, published, attempts - 1);
  }
  return getPost(slug);
}

/** False when there was no such post. */
export async function deletePost(slug: string): Promise<boolean> {
  try {
    await blogPosts().remove({ slug }).go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
