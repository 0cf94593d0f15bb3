import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlogPost, BlogLanguage } from '@taxback/shared';
import { s3 } from '../src/adapters/s3-client';
import { APP_SHELL_KEY, postPageKey, POST_PAGE_MAX_AGE_SECONDS } from '../src/blog/post-pages';
import { invoke, newCaller } from './support/invoke';

const admin = newCaller({ isAdmin: true });
const bucket = `taxback-site-${randomUUID().slice(0, 8)}`;
const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The product's own description." />
    <title>TaxBack – Recover US tax withheld on gambling winnings</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const slugs: string[] = [];
/** The local stack's own site bucket, given back after these tests. */
const stackSiteBucket = process.env.SITE_BUCKET;

async function pageOf(
  slug: string,
  language: BlogLanguage = 'en',
): Promise<{ html: string; cacheControl?: string } | null> {
  try {
    const object = await (
      await s3()
    ).client.send(new GetObjectCommand({ Bucket: bucket, Key: postPageKey(slug, language) }));
    return { html: await object.Body!.transformToString('utf8'), cacheControl: object.CacheControl };
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

async function draft(title: string, content: string, language: BlogLanguage = 'en') {
  const slug = `page-${randomUUID().slice(0, 8)}`;
  const body = {
    slug,
    title,
    excerpt: 'Why the IRS keeps 30% & how to get it back.',
    content,
    tags: ['irs'],
    language,
  };
  const response = await invoke<AdminBlogPost>('createBlogPost', { caller: admin, body });
  expect(response.status).toBe(201);
  slugs.push(slug);
  return slug;
}
const act = (name: 'publishBlogPost' | 'unpublishBlogPost' | 'deleteBlogPost', slug: string) =>
  invoke<AdminBlogPost>(name, { caller: admin, params: { slug } });

beforeAll(async () => {
  await (await s3()).client.send(new CreateBucketCommand({ Bucket: bucket }));
  await (await s3()).client.send(new PutObjectCommand({ Bucket: bucket, Key: APP_SHELL_KEY, Body: shell }));
  process.env.SITE_BUCKET = bucket;
});
afterAll(async () => {
  for (const slug of slugs) await act('deleteBlogPost', slug);
  process.env.SITE_BUCKET = stackSiteBucket;
});

describe("a blog post's page in the site bucket", () => {
  it('is written on publish: own title and description, the text before any script, the post as the query cache', async () => {
    const slug = await draft('Casino <wins> & the IRS', 'First paragraph.\nSecond <b>paragraph</b>.');
    expect(await pageOf(slug)).toBeNull();

    expect((await act('publishBlogPost', slug)).status).toBe(200);
    const page = await pageOf(slug);
    expect(page).not.toBeNull();
    const html = page!.html;
    expect(page!.cacheControl).toBe(`public, max-age=${POST_PAGE_MAX_AGE_SECONDS}`);
    expect(html).toContain('<title>Casino &lt;wins&gt; &amp; the IRS – TaxBack</title>');
    expect(html).toContain('<meta name="description" content="Why the IRS keeps 30% &amp; how to get it back." />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).not.toContain("The product's own description.");
    expect(html).toContain('<div id="root" data-render="client">');
    expect(html).toContain('<p>First paragraph.</p><p>Second &lt;b&gt;paragraph&lt;/b&gt;.</p>');
    expect(html).toContain('src="/assets/index-abc.js"');

    const state = /<script type="application\/json" id="prerendered-queries">(.*?)<\/script>/s.exec(html)?.[1];
    expect(state).not.toContain('<');
    const queries = JSON.parse(state!) as { queries: { queryKey: unknown; state: { data: { slug: string } } }[] };
    expect(queries.queries[0]).toMatchObject({ queryKey: ['blog', 'post', slug], state: { data: { slug } } });
  });

  it('follows an edit of the published post, and is removed on unpublish and on delete', async () => {
    const slug = await draft('Before the edit', 'Old text.');
    await act('publishBlogPost', slug);
    const update = { title: 'After the edit', excerpt: 'New excerpt.', content: 'New text.', tags: [] };
    expect((await invoke('updateBlogPost', { caller: admin, params: { slug }, body: update })).status).toBe(200);
    const edited = (await pageOf(slug))!.html;
    expect(edited).toContain('<title>After the edit – TaxBack</title>');
    expect(edited).toContain('<p>New text.</p>');

    await act('unpublishBlogPost', slug);
    expect(await pageOf(slug)).toBeNull();

    await act('publishBlogPost', slug);
    expect(await pageOf(slug)).not.toBeNull();
    expect((await act('deleteBlogPost', slug)).status).toBe(204);
    expect(await pageOf(slug)).toBeNull();
  });

  it('a French post has its page at its French address, in French', async () => {
    const slug = await draft('Les gains de casino', 'Premier paragraphe.', 'fr-CA');
    await act('publishBlogPost', slug);
    expect(await pageOf(slug)).toBeNull();
    const html = (await pageOf(slug, 'fr-CA'))!.html;
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('<p>Premier paragraphe.</p>');
    await act('unpublishBlogPost', slug);
    expect(await pageOf(slug, 'fr-CA')).toBeNull();
  });

  it('a page that cannot be written leaves the post published (the app shell draws it)', async () => {
    const slug = await draft('Published anyway', 'Text.');
    process.env.SITE_BUCKET = `taxback-missing-${randomUUID().slice(0, 8)}`;
    try {
      const published = await act('publishBlogPost', slug);
      expect(published.status).toBe(200);
      expect(published.body.published).toBe(true);
    } finally {
      process.env.SITE_BUCKET = bucket;
    }
  });
});
