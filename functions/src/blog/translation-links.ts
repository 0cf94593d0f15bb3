import { type BlogLanguage, staffCopy } from '@taxback/shared';
import { getPost, languageOf, linkTranslation, type BlogPostItem } from '../data/stores/blog-post';
import { badRequest } from '../http/errors';

const refuse = (message: string) => badRequest(message, { translationSlug: message });

/**
 * Refuses a translation link that cannot hold: a missing post, the post itself, a post in the same
 * language, or one already linked to a third post (which still links back to it).
 */
export async function checkTranslation(
  slug: string,
  language: BlogLanguage,
  translationSlug: string | undefined,
): Promise<void> {
  if (!translationSlug) return;
  const { validation } = staffCopy.adminBlog;
  if (translationSlug === slug) throw refuse(validation.translationSelf);
  const partner = await getPost(translationSlug);
  if (!partner) throw refuse(validation.translationMissing(translationSlug));
  if (languageOf(partner) === language) throw refuse(validation.translationSameLanguage);
  const other = partner.translationSlug;
  if (other && other !== slug && (await getPost(other))?.translationSlug === translationSlug) {
    throw refuse(validation.translationTaken(translationSlug, other));
  }
}

/** Writes the link the edit asks for, and returns the post as stored after it. */
export async function applyTranslation(post: BlogPostItem, translationSlug: string | undefined): Promise<BlogPostItem> {
  const wanted = translationSlug ?? null;
  if ((post.translationSlug ?? null) === wanted) return post;
  await linkTranslation(post, wanted);
  return (await getPost(post.slug)) ?? post;
}
