import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { copy, type AdminBlogPost, type BlogPost, type BlogPostList, staffCopy } from '@taxback/shared';
import { invoke, newCaller } from './support/invoke';

const admin = newCaller({ isAdmin: true });
const created: string[] = [];

const draft = (overrides: Record<string, unknown> = {}) => ({
  slug: `test-post-${randomUUID().slice(0, 8)}`,
  title: 'Test post',
  excerpt: 'A short summary.',
  content: 'First paragraph.\nSecond paragraph.',
  tags: ['testing'],
  ...overrides,
});

async function createDraft(overrides: Record<string, unknown> = {}) {
  const body = draft(overrides);
  const response = await invoke<AdminBlogPost>('createBlogPost', { caller: admin, body });
  expect(response.status).toBe(201);
  created.push(body.slug);
  return response.body;
}

const act = (name: 'publishBlogPost' | 'unpublishBlogPost', slug: string) =>
  invoke<AdminBlogPost>(name, { caller: admin, params: { slug } });

const publicSlugs = async () =>
  (await invoke<BlogPostList>('listPublishedBlogPosts', { query: { limit: '50' } })).body.posts.map(
    (post) => post.slug,
  );

afterAll(async () => {
  for (const slug of created) await invoke('deleteBlogPost', { caller: admin, params: { slug } });
});

describe('blog administration', () => {
  it('creates a draft that the public can neither list nor open', async () => {
    const post = await createDraft({ featuredImageUrl: '/blog-images/a.jpg' });
    expect(post).toMatchObject({ published: false, publishedAt: null, tags: ['testing'] });
    expect(post.featuredImageUrl).toBe('/blog-images/a.jpg');

    expect(await publicSlugs()).not.toContain(post.slug);
    expect((await invoke('getPublishedBlogPost', { params: { slug: post.slug } })).status).toBe(404);
    const all = await invoke<{ posts: AdminBlogPost[] }>('listAllBlogPosts', { caller: admin });
    expect(all.body.posts.map((item) => item.slug)).toContain(post.slug);
  });

  it('sets published_at on the first publish only and keeps it on unpublish', async () => {
    const { slug } = await createDraft();

    const published = await act('publishBlogPost', slug);
    expect(published.body.published).toBe(true);
    const firstPublishedAt = published.body.publishedAt;
    expect(firstPublishedAt).toEqual(expect.any(String));
    expect(await publicSlugs()).toContain(slug);
    const opened = await invoke('getPublishedBlogPost', { params: { slug } });
    expect(opened).toMatchObject({ status: 200, body: { slug, content: 'First paragraph.\nSecond paragraph.' } });

    const unpublished = await act('unpublishBlogPost', slug);
    expect(unpublished.body).toMatchObject({ published: false, publishedAt: firstPublishedAt });
    expect(await publicSlugs()).not.toContain(slug);
    expect((await invoke('getPublishedBlogPost', { params: { slug } })).status).toBe(404);

    const republished = await act('publishBlogPost', slug);
    expect(republished.body).toMatchObject({ published: true, publishedAt: firstPublishedAt });
  });

  it('dates a republished post today only when staff ask, and keeps the first date when they say so', async () => {
    const { slug } = await createDraft();
    const first = (await act('publishBlogPost', slug)).body.publishedAt!;
    const publish = (body: unknown) =>
      invoke<AdminBlogPost>('publishBlogPost', { caller: admin, params: { slug }, body });

    await act('unpublishBlogPost', slug);
    expect((await publish({ publishedDate: 'first' })).body.publishedAt).toBe(first);
    await act('unpublishBlogPost', slug);
    expect((await publish({ publishedDate: 'someday' })).status).toBe(400);
    expect((await invoke('getPublishedBlogPost', { params: { slug } })).status).toBe(404);
    const redated = await publish({ publishedDate: 'today' });
    expect(redated.body.published).toBe(true);
    expect(redated.body.publishedAt! > first).toBe(true);
  });

  it('lists published posts newest first, a page at a time', async () => {
    const { slug } = await createDraft();
    await act('publishBlogPost', slug);
    const firstPage = await invoke<BlogPostList>('listPublishedBlogPosts', { query: { limit: '1' } });
    expect(firstPage.body.posts.map((post) => post.slug)).toEqual([slug]);
    expect(firstPage.body.nextCursor).toEqual(expect.any(String));

    const all = (await invoke<BlogPostList>('listPublishedBlogPosts')).body.posts;
    const dates = all.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const secondPage = await invoke<BlogPostList>('listPublishedBlogPosts', {
      query: { limit: '1', cursor: firstPage.body.nextCursor! },
    });
    expect(secondPage.body.posts[0]?.slug).toBe(all[1]?.slug);
  });

  it('reads an empty cursor as the first page, in the public and the staff lists, as every other list does', async () => {
    const { slug } = await createDraft();
    await act('publishBlogPost', slug);
    const published = await invoke<BlogPostList>('listPublishedBlogPosts', { query: { limit: '1', cursor: '' } });
    expect(published.status).toBe(200);
    expect(published.body.posts.map((post) => post.slug)).toEqual([slug]);
    const all = await invoke<BlogPostList>('listAllBlogPosts', { caller: admin, query: { limit: '1', cursor: '' } });
    expect(all.status).toBe(200);
    expect(all.body.posts).toHaveLength(1);
  });

  it('refuses a tampered cursor with 400', async () => {
    const response = await invoke('listPublishedBlogPosts', { query: { cursor: 'not-a-cursor' } });
    expect(response.status).toBe(400);
  });

  it('answers 409 with a clear message when the slug is taken', async () => {
    const { slug } = await createDraft();
    const clash = await invoke('createBlogPost', { caller: admin, body: draft({ slug, title: 'Another' }) });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(staffCopy.adminBlog.slugTaken(slug));
  });

  it('edits a post, dropping the image when none is sent', async () => {
    const { slug } = await createDraft({ featuredImageUrl: '/blog-images/a.jpg' });
    const { slug: _, ...changes } = draft({ title: 'Edited title', tags: ['a', 'b'] });
    const edited = await invoke<AdminBlogPost>('updateBlogPost', { caller: admin, params: { slug }, body: changes });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ slug, title: 'Edited title', tags: ['a', 'b'], featuredImageUrl: null });
  });

  it('deletes a post, and answers 404 for a post that does not exist', async () => {
    const { slug } = await createDraft();
    expect((await invoke('deleteBlogPost', { caller: admin, params: { slug } })).status).toBe(204);
    expect((await invoke('deleteBlogPost', { caller: admin, params: { slug } })).status).toBe(404);
    expect((await act('publishBlogPost', slug)).status).toBe(404);
    const { slug: __, ...changes } = draft();
    expect((await invoke('updateBlogPost', { caller: admin, params: { slug }, body: changes })).status).toBe(404);
  });

  it.each([
    ['a missing title', { title: ' ' }],
    ['an image that is not a site path', { featuredImageUrl: 'javascript:alert(1)' }],
    ['a slug that is not one', { slug: 'Not A Slug' }],
  ])('refuses %s', async (_, change) => {
    const response = await invoke('createBlogPost', { caller: admin, body: draft(change) });
    expect(response.status).toBe(400);
  });

  it('is for admins only', async () => {
    const response = await invoke('createBlogPost', { caller: newCaller(), body: draft() });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(copy.common.accessDenied);
  });
});

describe('posts in two languages', () => {
  const listOf = async (language: string) =>
    (await invoke<BlogPostList>('listPublishedBlogPosts', { query: { language, limit: '50' } })).body.posts;

  it('lists each language on its own blog; posts without a language are English', async () => {
    const english = await createDraft();
    const french = await createDraft({ language: 'fr-CA', title: 'Votre formulaire 1042-S' });
    await act('publishBlogPost', english.slug);
    await act('publishBlogPost', french.slug);
    expect(english.language).toBe('en');
    expect(french.language).toBe('fr-CA');

    const frenchList = await listOf('fr-CA');
    expect(frenchList.map((post) => post.slug)).toContain(french.slug);
    expect(frenchList.every((post) => post.language === 'fr-CA')).toBe(true);
    const englishList = await listOf('en');
    expect(englishList.map((post) => post.slug)).toEqual(expect.arrayContaining([english.slug, 'what-is-an-itin']));
    expect(englishList.map((post) => post.slug)).not.toContain(french.slug);
    expect(englishList.every((post) => post.language === 'en')).toBe(true);
    // Without a language, every published post, as before.
    expect(await publicSlugs()).toEqual(expect.arrayContaining([english.slug, french.slug]));
  });

  it('fills a page of one language even when the other language has newer posts', async () => {
    const french = await createDraft({ language: 'fr-CA' });
    await act('publishBlogPost', french.slug);
    for (let index = 0; index < 2; index += 1) await act('publishBlogPost', (await createDraft()).slug);
    const page = await invoke<BlogPostList>('listPublishedBlogPosts', { query: { language: 'fr-CA', limit: '1' } });
    expect(page.body.posts.map((post) => post.slug)).toEqual([french.slug]);
    const english = await invoke<BlogPostList>('listPublishedBlogPosts', { query: { language: 'en', limit: '2' } });
    expect(english.body.posts).toHaveLength(2);
    const next = await invoke<BlogPostList>('listPublishedBlogPosts', {
      query: { language: 'en', limit: '2', cursor: english.body.nextCursor! },
    });
    expect(next.body.posts.map((post) => post.slug)).not.toContain(english.body.posts[1]!.slug);
    expect(next.body.posts.every((post) => post.language === 'en')).toBe(true);
  });

  it('refuses a language it does not know', async () => {
    expect((await invoke('listPublishedBlogPosts', { query: { language: 'de' } })).status).toBe(400);
    expect((await invoke('createBlogPost', { caller: admin, body: draft({ language: 'fr' }) })).status).toBe(400);
  });

  it('links a translation both ways, and the public sees it once both are published', async () => {
    const english = await createDraft();
    const french = await createDraft({ language: 'fr-CA', translationSlug: english.slug });
    expect(french.translationSlug).toBe(english.slug);
    const admins = (await invoke<{ posts: AdminBlogPost[] }>('listAllBlogPosts', { caller: admin })).body.posts;
    expect(admins.find((post) => post.slug === english.slug)?.translationSlug).toBe(french.slug);

    await act('publishBlogPost', english.slug);
    const alone = await invoke<BlogPost>('getPublishedBlogPost', { params: { slug: english.slug } });
    expect(alone.body).toMatchObject({ language: 'en', translationSlug: null });
    await act('publishBlogPost', french.slug);
    const linked = await invoke<BlogPost>('getPublishedBlogPost', { params: { slug: english.slug } });
    expect(linked.body.translationSlug).toBe(french.slug);
    const back = await invoke<BlogPost>('getPublishedBlogPost', { params: { slug: french.slug } });
    expect(back.body).toMatchObject({ language: 'fr-CA', translationSlug: english.slug });
  });

  it('moves a link: relinking or leaving it out of an edit frees the former partner', async () => {
    const english = await createDraft();
    const first = await createDraft({ language: 'fr-CA', translationSlug: english.slug });
    const second = await createDraft({ language: 'fr-CA' });
    const { slug: _, ...changes } = draft({ language: 'en', translationSlug: second.slug });
    const relinked = await invoke<AdminBlogPost>('updateBlogPost', {
      caller: admin,
      params: { slug: english.slug },
      body: changes,
    });
    expect(relinked.status).toBe(200);
    expect(relinked.body.translationSlug).toBe(second.slug);
    const bySlug = async () =>
      new Map(
        (await invoke<{ posts: AdminBlogPost[] }>('listAllBlogPosts', { caller: admin })).body.posts.map((post) => [
          post.slug,
          post,
        ]),
      );
    let posts = await bySlug();
    expect(posts.get(first.slug)?.translationSlug).toBeNull();
    expect(posts.get(second.slug)?.translationSlug).toBe(english.slug);

    const { slug: __, ...unlinked } = draft({ language: 'en' });
    await invoke('updateBlogPost', { caller: admin, params: { slug: english.slug }, body: unlinked });
    posts = await bySlug();
    expect(posts.get(english.slug)?.translationSlug).toBeNull();
    expect(posts.get(second.slug)?.translationSlug).toBeNull();
  });

  it('drops the link from the translation when a post is deleted', async () => {
    const english = await createDraft();
    const french = await createDraft({ language: 'fr-CA', translationSlug: english.slug });
    await invoke('deleteBlogPost', { caller: admin, params: { slug: english.slug } });
    const posts = (await invoke<{ posts: AdminBlogPost[] }>('listAllBlogPosts', { caller: admin })).body.posts;
    expect(posts.find((post) => post.slug === french.slug)?.translationSlug).toBeNull();
  });

  it('refuses a link that cannot hold, with the reason on the field', async () => {
    const english = await createDraft();
    const otherEnglish = await createDraft();
    const french = await createDraft({ language: 'fr-CA', translationSlug: english.slug });
    const { validation } = staffCopy.adminBlog;
    const cases: [Record<string, unknown>, string][] = [
      [{ translationSlug: 'no-such-post-here' }, validation.translationMissing('no-such-post-here')],
      [{ translationSlug: otherEnglish.slug }, validation.translationSameLanguage],
      [{ language: 'en', translationSlug: french.slug }, validation.translationTaken(french.slug, english.slug)],
    ];
    for (const [change, message] of cases) {
      const response = await invoke('createBlogPost', { caller: admin, body: draft(change) });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message, fields: { translationSlug: message } });
    }
    const { slug: _, ...self } = draft({ translationSlug: english.slug });
    const selfLink = await invoke('updateBlogPost', { caller: admin, params: { slug: english.slug }, body: self });
    expect(selfLink.body.message).toBe(validation.translationSelf);
    // Turning a linked post into its partner's language would leave two French posts linked.
    const { slug: __, ...sameLanguage } = draft({ language: 'fr-CA', translationSlug: french.slug });
    const flipped = await invoke('updateBlogPost', {
      caller: admin,
      params: { slug: english.slug },
      body: sameLanguage,
    });
    expect(flipped.status).toBe(400);
    expect(flipped.body.message).toBe(validation.translationSameLanguage);
  });
});

describe('public blog', () => {
  it('serves the seeded posts without their drafts or content in the list', async () => {
    const list = await invoke<BlogPostList>('listPublishedBlogPosts');
    expect(list.body.posts.map((post) => post.slug)).toEqual(
      expect.arrayContaining(['how-to-read-your-form-1042-s', 'what-is-an-itin']),
    );
    expect(list.body.posts[0]).not.toHaveProperty('content');
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await invoke('getPublishedBlogPost', { params: { slug: 'no-such-post' } })).status).toBe(404);
  });
});
