import * as z from '../zod';

/** The image types a post's featured image may be, as told by its first bytes. */
export type BlogImageType = 'jpeg' | 'png' | 'webp';

export const BLOG_IMAGE_EXTENSIONS: Record<BlogImageType, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
export const BLOG_IMAGE_CONTENT_TYPES: Record<BlogImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
/** What the editor's file input offers. */
export const BLOG_IMAGE_ACCEPT = Object.values(BLOG_IMAGE_CONTENT_TYPES).join(',');

/**
 * The site folder blog images are served from (the site bucket's `blog-images/` prefix in AWS): a featured
 * image is always one of the site's own files, so the page's CSP needs no other image host.
 */
export const BLOG_IMAGE_FOLDER = 'blog-images';
/** A site path `/blog-images/<name>.<jpg|png|webp>` whose name is lower-case letters, digits and hyphens. */
export const BLOG_IMAGE_PATH_PATTERN = /^\/blog-images\/[a-z0-9][a-z0-9-]{0,99}\.(?:jpg|png|webp)$/;
export const isBlogImagePath = (value: string) => BLOG_IMAGE_PATH_PATTERN.test(value);

export const blogImagePath = (name: string, type: BlogImageType) =>
  `/${BLOG_IMAGE_FOLDER}/${name}.${BLOG_IMAGE_EXTENSIONS[type]}`;

/** The real type of an image from its first bytes (not its name or declared type): JPEG, PNG or WebP; else null. */
export function detectBlogImageType(bytes: Uint8Array): BlogImageType | null {
  const has = (offset: number, ...signature: number[]) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (has(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (has(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  // RIFF <size> WEBP
  if (has(0, 0x52, 0x49, 0x46, 0x46) && has(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

/** Staff send the image's bytes as base64 in a JSON body (small enough for the API: BLOG.imageMaxBytes). */
export const blogImageUploadRequestSchema = z.strictObject({ imageBase64: z.base64() });

/** Where the stored image is served: the value for a post's featuredImageUrl. */
export const blogImageSchema = z.object({ path: z.string() });
export type BlogImage = z.infer<typeof blogImageSchema>;
