import { describe, expect, it } from 'vitest';
import { staffCopy } from '../src/copy-staff';
import { allTags, filterPosts } from '../src/blog/filter';
import { detectBlogImageType } from '../src/blog/images';
import {
  blogPostFormSchema,
  blogPostInputSchema,
  blogPostRequestFromForm,
  emptyBlogPostForm,
  paragraphsOf,
} from '../src/blog/schemas';
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
        ['title', staffCopy.adminBlog.validation.titleRequired],
        ['excerpt', staffCopy.adminBlog.validation.excerptRequired],
        ['content', staffCopy.adminBlog.validation.contentRequired],
      ]),
    );
  });

  it('refuses a title and slug that give no address', () => {
    expect(errorsOf({ ...valid, title: '???' })).toEqual([['slug', staffCopy.adminBlog.validation.slugInvalid]]);
  });

  it.each([
    ['', true],
    ['/blog-images/3f9a0c1e.png', true],
    ['/blog-images/casino-floor-2024.jpg', true],
    ['/blog-images/a.webp', true],
    ['https://images.example.com/post.jpg', false],
    ['http://example.com/a.png', false],
    ['//images.example.com/blog-images/a.png', false],
    ['/blog-images/../config.json', false],
    ['/blog-images/../app.png', false],
    ['/blog-images/sub/a.png', false],
    ['/blog-images/.png', false],
    ['/blog-images/Photo.PNG', false],
    ['/blog-images/a.svg', false],
    ['/blog-images/a.png?x=1', false],
    ['/assets/a.png', false],
    ['/blog/a.png', false],
    ['blog-images/a.png', false],
    ['javascript:alert(1)', false],
  ])('accepts the image %j: %s', (featuredImageUrl, accepted) => {
    expect(blogPostFormSchema.safeParse({ ...valid, featuredImageUrl }).success).toBe(accepted);
    if (featuredImageUrl) {
      const input = { title: 'T', excerpt: 'E', content: 'C', tags: [], featuredImageUrl };
      expect(blogPostInputSchema.safeParse(input).success).toBe(accepted);
    }
  });

  it('says why an image path is refused, from the catalogue', () => {
    expect(errorsOf({ ...valid, featuredImageUrl: 'https://images.example.com/post.jpg' })).toEqual([
      ['featuredImageUrl', staffCopy.adminBlog.validation.imagePathInvalid],
    ]);
  });
});

describe('featured image bytes', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  const webp = bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38);

  it.each([
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'jpeg'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'png'],
    ['a WebP', webp, 'webp'],
    ['a RIFF file that is not WebP (WAV)', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45), null],
    ['text', new TextEncoder().encode('not an image at all'), null],
    ['a PDF', new TextEncoder().encode('%PDF-1.7'), null],
    ['an SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['nothing', bytes(), null],
  ])('tells %s by its first bytes', (_, content, type) => {
    expect(detectBlogImageType(content)).toBe(type);
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
