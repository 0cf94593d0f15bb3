import type { AdminBlogPost, BlogPost, BlogPostSummary } from '@taxback/shared';
import { languageOf, type BlogPostItem } from '../data/blog-store';

/** Seeded and older posts may store an empty string for "no image". */
const imageOf = (item: BlogPostItem) => item.featuredImageUrl || null;

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
  authorName: item.authorName ?? null,
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
  published: item.published,
  publishedAt: item.publishedAt ?? null,
  language: languageOf(item),
  translationSlug: item.translationSlug ?? null,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});
