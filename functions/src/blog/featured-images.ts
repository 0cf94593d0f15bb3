import { createHash } from 'node:crypto';
import { BLOG, BLOG_IMAGE_CONTENT_TYPES, blogImagePath, detectBlogImageType, staffCopy } from '@taxback/shared';
import { putSiteFile } from '../adapters/site-files';
import { badRequest, payloadTooLarge } from '../http/errors';

/** The name is the image's own hash, so it never changes and CloudFront and browsers may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Checks a featured image staff sent (size, and real type by its first bytes, whatever it was called) and stores
 * it with the site's files under `blog-images/<sha-256>.<ext>`. Answers its site path, `/blog-images/…`.
 */
export async function storeFeaturedImage(bytes: Uint8Array): Promise<string> {
  const { validation } = staffCopy.adminBlog;
  if (bytes.length > BLOG.imageMaxBytes) throw payloadTooLarge(validation.imageTooLarge);
  const type = detectBlogImageType(bytes);
  if (!type) throw badRequest(validation.imageNotSupported);
  const path = blogImagePath(createHash('sha256').update(bytes).digest('hex'), type);
  await putSiteFile(path.slice(1), bytes, { contentType: BLOG_IMAGE_CONTENT_TYPES[type], cacheControl: IMMUTABLE });
  return path;
}
