import { blogPostListSchema, blogPostSchema } from '@taxback/shared/blog/schemas';
import { describe, expect, it } from 'vitest';
import { blogPostListOf, blogPostOf } from '@/features/blog/api/published-answers';

const summary = {
  slug: 'what-is-an-itin',
  title: 'What is an ITIN?',
  excerpt: 'All about ITINs.',
  tags: ['ITIN'],
  featuredImageUrl: '/blog-images/itin.webp',
  publishedAt: '2026-11-01T12:00:00.000Z',
  language: 'en',
};
const post = { ...summary, content: 'First paragraph.', authorName: null, translationSlug: 'qu-est-ce-qu-un-itin' };

describe("the public blog's answers, checked by hand as the contract's schemas check them", () => {
  it('answers what the schemas answer, unknown fields dropped', () => {
    const list = {
      posts: [
        { ...summary, extra: 1 },
        { ...summary, featuredImageUrl: null },
      ],
      nextCursor: 'c',
    };
    expect(blogPostListOf(list)).toEqual(blogPostListSchema.parse(list));
    expect(blogPostOf({ ...post, extra: 1 })).toEqual(blogPostSchema.parse({ ...post, extra: 1 }));
  });

  it.each([
    ['a post without a title', { posts: [{ ...summary, title: undefined }], nextCursor: null }],
    ['a post in an unknown language', { posts: [{ ...summary, language: 'de' }], nextCursor: null }],
    ['a tag that is not text', { posts: [{ ...summary, tags: [1] }], nextCursor: null }],
    ['a missing cursor', { posts: [] }],
    ['something that is not an object', 'posts'],
  ])('refuses %s, as the list schema does', (_, list) => {
    expect(blogPostListSchema.safeParse(list).success).toBe(false);
    expect(() => blogPostListOf(list)).toThrow();
  });

  it.each([
    ['a post without content', { ...post, content: undefined }],
    ['an author that is not text', { ...post, authorName: 5 }],
    ['a summary that is not valid', { ...post, publishedAt: null }],
  ])('refuses %s, as the post schema does', (_, value) => {
    expect(blogPostSchema.safeParse(value).success).toBe(false);
    expect(() => blogPostOf(value)).toThrow();
  });
});
