import type { BlogPost, BlogPostList, BlogPostSummary } from '@taxback/shared/blog/schemas';
import { isLocale } from '@taxback/shared/i18n/locale';

/*
 * The public blog's answers checked by hand, as the contract's blogPostListSchema and blogPostSchema do
 * (unknown fields dropped): the home page and the blog read them on a first visit, which zod is not part of.
 * test/published-answers.test.ts holds them to those schemas.
 */

type Fields = Record<string, unknown>;

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
const fieldsOf = (value: unknown): Fields => (typeof value === 'object' && value !== null ? (value as Fields) : {});

function invalid(what: string): never {
  throw new Error(`The blog's answer is not a valid ${what}`);
}

function summaryOf(value: unknown): BlogPostSummary {
  const { slug, title, excerpt, tags, featuredImageUrl, publishedAt, language } = fieldsOf(value);
  if (
    !isText(slug) ||
    !isText(title) ||
    !isText(excerpt) ||
    !Array.isArray(tags) ||
    !tags.every(isText) ||
    !isTextOrNull(featuredImageUrl) ||
    !isText(publishedAt) ||
    !isLocale(language)
  ) {
    invalid('post summary');
  }
  return { slug, title, excerpt, tags: [...tags], featuredImageUrl, publishedAt, language };
}

export function blogPostListOf(value: unknown): BlogPostList {
  const { posts, nextCursor } = fieldsOf(value);
  if (!Array.isArray(posts) || !isTextOrNull(nextCursor)) invalid('post list');
  return { posts: posts.map(summaryOf), nextCursor };
}

export function blogPostOf(value: unknown): BlogPost {
  const { content, authorName, translationSlug } = fieldsOf(value);
  if (!isText(content) || !isTextOrNull(authorName) || !isTextOrNull(translationSlug)) invalid('post');
  return { ...summaryOf(value), content, authorName, translationSlug };
}
