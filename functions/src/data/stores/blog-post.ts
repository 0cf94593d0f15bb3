import type { BlogLanguage, BlogPostInput } from '@taxback/shared';
import { isConditionalCheckFailure, nowIso, type ItemOf, type Page, type PageRequest } from '../electro';
import { blogPosts } from '../entities/blog-post';

export type BlogPostItem = ItemOf<typeof blogPosts>;

/** A post's language; posts written before languages existed are English. */
export const languageOf = (item: Pick<BlogPostItem, 'language'>): BlogLanguage => item.language ?? 'en';

/**
 * Published posts, newest first: a Query on the sparse GSI1 that only published posts are in. With a
 * language, only that language's posts, found with a filter: `count` makes ElectroDB read on until the
 * page is full, and its cursor then starts after the page's last post.
 */
export async function listPublishedPosts({
  limit,
  cursor,
  language,
}: PageRequest & { language?: BlogLanguage }): Promise<Page<BlogPostItem>> {
  const query = blogPosts().query.published({});
  if (!language) {
    const { data, cursor: next } = await query.go({ order: 'desc', limit, cursor });
    return { items: data, cursor: next };
  }
  const { data, cursor: next } = await query
    .where((attributes, { eq, notExists }) =>
      language === 'en'
        ? `${eq(attributes.language, 'en')} OR ${notExists(attributes.language)}`
        : eq(attributes.language, 'fr-CA'),
    )
    .go({ order: 'desc', count: limit, cursor });
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
  // The translation link is written on both posts by linkTranslation, once this one exists.
  const { authorName, byline, translationSlug: _, ...rest } = post;
  try {
    const { data } = await blogPosts()
      .create({
        ...rest,
        language: rest.language ?? 'en',
        ...(authorName ? { authorName } : {}),
        ...(byline ? { byline } : {}),
        published: false,
      })
      .go();
    return data as BlogPostItem;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/**
 * Null when there is no such post. A post without an image or a byline in the edit loses the one it had;
 * the translation link is written by linkTranslation, not here.
 */
export async function updatePost(slug: string, changes: BlogPostInput): Promise<BlogPostItem | null> {
  const { featuredImageUrl, byline, translationSlug: _, ...rest } = changes;
  const removed = [...(featuredImageUrl ? [] : ['featuredImageUrl' as const]), ...(byline ? [] : ['byline' as const])];
  try {
    const update = blogPosts()
      .patch({ slug })
      .set({ ...rest, ...(featuredImageUrl ? { featuredImageUrl } : {}), ...(byline ? { byline } : {}) });
    await (removed.length ? update.remove(removed) : update).go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
  return getPost(slug);
}

/**
 * Publishes or unpublishes a post; the publication date is set on the first publish and kept after,
 * unless a republish is `redate`d to today. The whole item is written again (ElectroDB's patch would set
 * only half of the sparse index's keys), guarded by its updatedAt: after a concurrent change the write is
 * retried on the fresh item.
 */
export async function setPublished(
  slug: string,
  published: boolean,
  { redate = false } = {},
  attempts = 3,
): Promise<BlogPostItem | null> {
  const current = await getPost(slug);
  if (!current || current.published === published) return current;
  const publishedAt = published && redate ? nowIso() : (current.publishedAt ?? nowIso());
  try {
    await blogPosts()
      .put({ ...current, published, publishedAt })
      .where(({ updatedAt }, { eq }) => eq(updatedAt, current.updatedAt))
      .go();
  } catch (error) {
    if (!isConditionalCheckFailure(error) || attempts <= 1) throw error;
    return setPublished(slug, published, { redate }, attempts - 1);
  }
  return getPost(slug);
}

/** Sets or removes one post's link; false when the post is gone. */
async function writeLink(slug: string, translationSlug: string | null): Promise<boolean> {
  try {
    const patch = blogPosts().patch({ slug });
    await (translationSlug ? patch.set({ translationSlug }) : patch.remove(['translationSlug'])).go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Removes the link a post holds to `slug`, leaving a link to any other post alone. */
async function dropLinkTo(holder: string, slug: string): Promise<void> {
  const item = await getPost(holder);
  if (item?.translationSlug === slug) await writeLink(holder, null);
}

/**
 * Links two posts as translations of each other (or unlinks `post` when `translationSlug` is null):
 * both carry the link, and the post `post` was linked to before loses its link. The caller has checked
 * that the pair is valid (see translation-links).
 */
export async function linkTranslation(post: BlogPostItem, translationSlug: string | null): Promise<void> {
  const previous = post.translationSlug ?? null;
  if (previous && previous !== translationSlug) await dropLinkTo(previous, post.slug);
  if (translationSlug) await writeLink(translationSlug, post.slug);
  if (previous !== translationSlug) await writeLink(post.slug, translationSlug);
}

/** False when there was no such post. The post it was linked to as a translation loses the link. */
export async function deletePost(slug: string): Promise<boolean> {
  const item = await getPost(slug);
  try {
    await blogPosts().remove({ slug }).go();
    if (item?.translationSlug) await dropLinkTo(item.translationSlug, slug);
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
