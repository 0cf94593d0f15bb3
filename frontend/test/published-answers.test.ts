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

const verdictOf = (read: () => unknown) => {
  try {
    return { accepted: true, value: read() };
  } catch {
    return { accepted: false };
  }
};
const schemaVerdict = (result: { success: boolean; data?: unknown }) =>
  result.success ? { accepted: true, value: result.data } : { accepted: false };

describe('the hand checks and the schemas, on the same answers', () => {
  it.each<[string, unknown]>([
    ['a page of posts', { posts: [summary, { ...summary, featuredImageUrl: null, tags: [] }], nextCursor: 'c' }],
    ['no post, no next page', { posts: [], nextCursor: null }],
    ['a post in French', { posts: [{ ...summary, language: 'fr-CA' }], nextCursor: null }],
    ['unknown fields', { posts: [{ ...summary, extra: 1 }], nextCursor: null, extra: 1 }],
    ['null', null],
    ['a list', [summary]],
    ['posts that are not a list', { posts: summary, nextCursor: null }],
    ['a post that is null', { posts: [null], nextCursor: null }],
    ['tags that are text', { posts: [{ ...summary, tags: 'ITIN' }], nextCursor: null }],
    ['no image field', { posts: [{ ...summary, featuredImageUrl: undefined }], nextCursor: null }],
    ['a date that is not text', { posts: [{ ...summary, publishedAt: 20261101 }], nextCursor: null }],
    ['a cursor that is not text', { posts: [], nextCursor: 5 }],
  ])('agree on the list: %s', (_, answer) => {
    expect(verdictOf(() => blogPostListOf(answer))).toEqual(schemaVerdict(blogPostListSchema.safeParse(answer)));
  });

  it.each<[string, unknown]>([
    ['a post', post],
    ['a post with a byline and no translation', { ...post, authorName: 'Jane Roe, EA', translationSlug: null }],
    ['unknown fields', { ...post, extra: 1 }],
    ['null', null],
    ['no translation field', { ...post, translationSlug: undefined }],
    ['content that is null', { ...post, content: null }],
    ['a summary field missing', { ...post, slug: undefined }],
    ['a language the site does not have', { ...post, language: 'de' }],
  ])('agree on a post: %s', (_, answer) => {
    expect(verdictOf(() => blogPostOf(answer))).toEqual(schemaVerdict(blogPostSchema.safeParse(answer)));
  });
});
