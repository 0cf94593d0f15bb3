import { isBlogImagePath, type AdminBlogPost, type BlogPost, type BlogPostSummary } from '@taxback/shared';
import { languageOf, type BlogPostItem } from '../data/stores/blog-post';

/**
 * Only an image of the site's own (`/blog-images/…`) is shown: posts from before uploads may store another host's
 * address, which the site's CSP would block, or an empty string. Either reads as no image; the next save of the
 * post drops what was stored.
 */
const imageOf = (item: BlogPostItem) =>
  item.featuredImageUrl && isBlogImagePath(item.featuredImageUrl) ? item.featuredImageUrl : null;

export const postSummaryView = (item: BlogPostItem): BlogPostSummary => ({
  slug: item.slug,
  title: item.title,
  excerpt: item.excerpt,
  tags: item.tags ?? [],
  featuredImageUrl: imageOf(item),
  publishedAt: item.publishedAt ?? item.createdAt,
  language: languageOf(item),
});

/** `translation` is the post's other-language version when the public may read it, else null. */
export const publicPostView = (item: BlogPostItem, translation: BlogPostItem | null): BlogPost => ({
  ...postSummaryView(item),
  content: item.content,
  // Only the byline staff set: the name of the account that wrote the post is never shown to readers.
  authorName: item.byline ?? null,
  translationSlug: translation?.slug ?? null,
});

export const adminPostView = (item: BlogPostItem): AdminBlogPost => ({
  postId: item.postId,
  slug: item.slug,
  title: item.title,
  excerpt: item.excerpt,
  content: item.content,
  tags: item.tags ?? [],
  featuredImageUrl: imageOf(item),
  authorName: item.authorName ?? null,
  byline: item.byline ?? null,
  published: item.published,
  publishedAt: item.publishedAt ?? null,
  language: languageOf(item),
  translationSlug: item.translationSlug ?? null,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});
