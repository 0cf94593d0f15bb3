import { describe, expect, it } from 'vitest';
import { copy } from '../src/copy';
import { allTags, filterPosts } from '../src/blog/filter';
import { blogPostFormSchema, blogPostRequestFromForm, emptyBlogPostForm, paragraphsOf } from '../src/blog/schemas';
import { slugify } from '../src/blog/slug';
import { parseTags } from '../src/blog/tags';

describe('slugify', () => {
  it.each([
    ['How to Read Your Form 1042-S', 'how-to-read-your-form-1042-s'],
    ['  --Hello,   World!--  ', 'hello-world'],
    ['Déclaration d’impôt: été 2024', 'declaration-d-impot-ete-2024'],
    ['ITIN & W-7 / FAQ', 'itin-w-7-faq'],
    ['!!!', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('never ends with a hyphen after shortening a long title', () => {
    const slug = slugify(`${'a'.repeat(119)} b`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('parseTags', () => {
  it.each([
    ['ITIN, basics', ['ITIN', 'basics']],
    [' a ,, b ,  ', ['a', 'b']],
    ['', []],
    ['x, x, y', ['x', 'y']],
  ])('%j → %j', (text, tags) => {
    expect(parseTags(text)).toEqual(tags);
  });
});

describe('blog post form', () => {
  const valid = { ...emptyBlogPostForm, title: 'My First Post!', excerpt: 'Short', content: 'One\nTwo' };
  const errorsOf = (form: typeof valid) =>
    blogPostFormSchema.safeParse(form).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('builds the slug from the title when left empty, and splits the tags', () => {
    expect(blogPostRequestFromForm({ ...valid, tags: 'ITIN, , basics' })).toEqual({
      slug: 'my-first-post',
      title: 'My First Post!',
      excerpt: 'Short',
      content: 'One\nTwo',
      tags: ['ITIN', 'basics'],
      language: 'en',
    });
  });

  it('sends the language, and the translation only when one is chosen', () => {
    expect(blogPostRequestFromForm({ ...valid, language: 'fr-CA', translationSlug: 'what-is-an-itin' })).toMatchObject({
      language: 'fr-CA',
      translationSlug: 'what-is-an-itin',
    });
    expect(errorsOf({ ...valid, translationSlug: 'Not a slug' }).map(([field]) => field)).toEqual(['translationSlug']);
    expect(errorsOf({ ...valid, language: 'de' as 'en' }).map(([field]) => field)).toEqual(['language']);
  });

  it('normalises a slug typed by the admin', () => {
    expect(blogPostRequestFromForm({ ...valid, slug: 'Custom Address' }).slug).toBe('custom-address');
  });

  it('requires the title, excerpt and content', () => {
    expect(errorsOf({ ...valid, title: ' ', excerpt: '', content: '' })).toEqual(
      expect.arrayContaining([
        ['title', copy.adminBlog.validation.titleRequired],
        ['excerpt', copy.adminBlog.validation.excerptRequired],
        ['content', copy.adminBlog.validation.contentRequired],
      ]),
    );
  });

  it('refuses a title and slug that give no address', () => {
    expect(errorsOf({ ...valid, title: '???' })).toEqual([['slug', copy.adminBlog.validation.slugInvalid]]);
  });

  it.each([
    ['', true],
    ['https://images.example.com/post.jpg', true],
    ['http://example.com/a.png', true],
    ['javascript:alert(1)', false],
    ['ftp://example.com/a.png', false],
    ['not a url', false],
  ])('accepts the image URL %j: %s', (featuredImageUrl, accepted) => {
    expect(blogPostFormSchema.safeParse({ ...valid, featuredImageUrl }).success).toBe(accepted);
  });
});

describe('paragraphsOf', () => {
  it('makes each non-empty line a paragraph', () => {
    expect(paragraphsOf('First\r\n\n  Second  \nThird')).toEqual(['First', 'Second', 'Third']);
  });
});

describe('blog filter', () => {
  const posts = [
    { title: 'What is an ITIN?', excerpt: 'Numbers', tags: ['ITIN', 'basics'] },
    { title: 'Deadlines', excerpt: 'How far back', tags: ['deadlines'] },
    { title: 'Reading a 1042-S', excerpt: 'Boxes explained', tags: ['1042-S', 'basics'] },
  ];

  it('lists every tag once, alphabetically', () => {
    expect(allTags(posts)).toEqual(['1042-S', 'basics', 'deadlines', 'ITIN']);
  });

  it.each([
    [{ search: '', tag: null }, 3],
    [{ search: 'itin', tag: null }, 1],
    [{ search: 'BOXES', tag: null }, 1],
    [{ search: '', tag: 'basics' }, 2],
    [{ search: 'deadline', tag: 'basics' }, 0],
  ])('%j keeps %i posts', (filter, count) => {
    expect(filterPosts(posts, filter)).toHaveLength(count);
  });
});
