import { createHash } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { BLOG, copy, type AdminBlogPost, type BlogImage, type BlogPost, staffCopy } from '@taxback/shared';
import { s3 } from '../src/adapters/s3-client';
import { createPost } from '../src/data/stores/blog-post';
import { invoke, newCaller } from './support/invoke';

const admin = newCaller({ isAdmin: true });
/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const upload = (bytes: Buffer, caller = admin) =>
  invoke<BlogImage & { message?: string }>('uploadBlogImage', {
    caller,
    body: { imageBase64: bytes.toString('base64') },
  });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Where the site serves its files: the local web server, as CloudFront in AWS. */
const fromSite = (path: string) => fetch(`${inject('localStack').urls.app}${path}`);

async function storedInSiteBucket(key: string): Promise<Buffer | null> {
  try {
    const object = await (await s3()).client.send(new GetObjectCommand({ Bucket: process.env.SITE_BUCKET, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

const slugs: string[] = [];
afterAll(async () => {
  for (const slug of slugs) await invoke('deleteBlogPost', { caller: admin, params: { slug } });
});

describe('featured images uploaded by staff', () => {
  it('stores a PNG with the site’s files under its hash and answers its site path, which the site serves', async () => {
    const response = await upload(png);
    expect(response.status).toBe(201);
    expect(response.body.path).toBe(`/blog-images/${sha256(png)}.png`);

    expect(await storedInSiteBucket(response.body.path.slice(1))).toEqual(png);
    const served = await fromSite(response.body.path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('names a JPEG .jpg by its bytes', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
    const response = await upload(jpeg);
    expect(response).toMatchObject({ status: 201, body: { path: `/blog-images/${sha256(jpeg)}.jpg` } });
  });

  it.each([
    ['text', Buffer.from('This is a text file, whatever its name says.')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n')],
  ])('refuses %s: only JPEG, PNG and WebP bytes are images', async (_, bytes) => {
    const response = await upload(bytes);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(staffCopy.adminBlog.validation.imageNotSupported);
    expect(await storedInSiteBucket(`blog-images/${sha256(bytes)}.png`)).toBeNull();
  });

  it('refuses an image over the size limit, and stores nothing', async () => {
    const tooLarge = Buffer.alloc(BLOG.imageMaxBytes + 1);
    png.copy(tooLarge);
    const response = await upload(tooLarge);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(staffCopy.adminBlog.validation.imageTooLarge);
    expect(await storedInSiteBucket(`blog-images/${sha256(tooLarge)}.png`)).toBeNull();
  });

  it('is for admins only', async () => {
    const response = await upload(png, newCaller());
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(copy.common.accessDenied);
  });

  it('the site serves nothing else of the bucket under /blog-images/', async () => {
    const served = await fromSite('/blog-images/..%2fblog%2fsome-post%2findex.html');
    expect(served.headers.get('content-type')).not.toBe('image/png');
    expect((await fromSite(`/blog-images/${sha256(Buffer.from('never uploaded'))}.png`)).status).toBe(404);
  });
});

describe("a post's featured image", () => {
  const draft = (featuredImageUrl: string) => ({
    slug: `image-post-${sha256(Buffer.from(String(Math.random()))).slice(0, 8)}`,
    title: 'A post with an image',
    excerpt: 'Summary.',
    content: 'Text.',
    tags: [],
    featuredImageUrl,
  });

  it('is the site path of an uploaded image, shown on the public post', async () => {
    const { path } = (await upload(png)).body;
    const body = draft(path);
    const created = await invoke<AdminBlogPost>('createBlogPost', { caller: admin, body });
    expect(created).toMatchObject({ status: 201, body: { featuredImageUrl: path } });
    slugs.push(body.slug);
    await invoke('publishBlogPost', { caller: admin, params: { slug: body.slug } });
    const opened = await invoke<BlogPost>('getPublishedBlogPost', { params: { slug: body.slug } });
    expect(opened.body.featuredImageUrl).toBe(path);
  });

  it.each(['https://images.example.com/a.jpg', '/blog-images/../app.html', '/assets/logo.png'])(
    'is never another address: %s is refused',
    async (featuredImageUrl) => {
      const response = await invoke('createBlogPost', { caller: admin, body: draft(featuredImageUrl) });
      expect(response.status).toBe(400);
      expect(response.body.fields.featuredImageUrl).toBe(staffCopy.adminBlog.validation.imagePathInvalid);
    },
  );

  it('stored as another host’s address (before uploads), reads as no image', async () => {
    const body = draft('https://images.example.com/a.jpg');
    await createPost({ ...body, postId: body.slug, authorId: admin.userId, authorName: null });
    slugs.push(body.slug);
    const published = await invoke<AdminBlogPost>('publishBlogPost', { caller: admin, params: { slug: body.slug } });
    expect(published.body.featuredImageUrl).toBeNull();
    const opened = await invoke<BlogPost>('getPublishedBlogPost', { params: { slug: body.slug } });
    expect(opened).toMatchObject({ status: 200, body: { slug: body.slug, featuredImageUrl: null } });
  });
});
