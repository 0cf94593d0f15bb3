import * as z from 'zod';
import { listCursorSchema } from '../api/list-cursor';
import { BLOG } from '../constants';
import { blogPostRuleCopy as validation } from '../catalogue/staff/rules';
import { LOCALES } from '../i18n/locale';
import { BLOG_IMAGE_PATH_PATTERN } from './images';
import { slugify } from './slug';
import { parseTags } from './tags';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z.string().max(BLOG.slugMaxLength).regex(SLUG_PATTERN, validation.slugInvalid);

const requiredText = (max: number, requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).max(max, validation.tooLong(max));

/** A featured image is one uploaded to the site (uploadBlogImage), never another host's. */
const imagePath = z.string().regex(BLOG_IMAGE_PATH_PATTERN, validation.imagePathInvalid);

const postFields = {
  title: requiredText(BLOG.titleMaxLength, validation.titleRequired),
  excerpt: requiredText(BLOG.excerptMaxLength, validation.excerptRequired),
  content: requiredText(BLOG.contentMaxLength, validation.contentRequired),
};

/** The language a post is written in; posts written before languages existed are English. */
export const blogLanguageSchema = z.enum(LOCALES);
export type BlogLanguage = z.infer<typeof blogLanguageSchema>;

/**
 * The body of an admin's create or edit: tags already split, the image optional. The language is kept
 * when an edit leaves it out (English at creation); the translation link, like the image, is removed
 * when an edit leaves it out.
 */
export const blogPostInputSchema = z
  .object({
    ...postFields,
    tags: z.array(z.string().trim().min(1).max(BLOG.tagMaxLength)).max(BLOG.maxTags, validation.tooManyTags),
    featuredImageUrl: imagePath.optional(),
    language: blogLanguageSchema.optional(),
    /** The slug of the same post in the other language. */
    translationSlug: slugSchema.optional(),
  })
  .strict();
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

/** The slug is chosen once, at creation: it is the post's key and its public address. */
export const createBlogPostRequestSchema = blogPostInputSchema.extend({ slug: slugSchema }).strict();
export type CreateBlogPostRequest = z.infer<typeof createBlogPostRequestSchema>;

export const blogSlugParamsSchema = z.object({ slug: slugSchema });

export const blogListQuerySchema = z.object({
  cursor: listCursorSchema,
  limit: z.coerce.number().int().min(1).max(BLOG.publicPageSize).optional(),
});

/** The public list, optionally of one language's posts only (the French blog lists the French ones). */
export const publicBlogListQuerySchema = blogListQuerySchema.extend({ language: blogLanguageSchema.optional() });

/** The New Post / Edit Post dialog, as typed: tags as one comma-separated text, slug and image may be empty. */
export const blogPostFormSchema = z
  .object({
    ...postFields,
    slug: z.string().trim().max(BLOG.slugMaxLength, validation.tooLong(BLOG.slugMaxLength)),
    tags: z.string().refine((text) => blogPostInputSchema.shape.tags.safeParse(parseTags(text)).success, {
      message: validation.tooManyTags,
    }),
    featuredImageUrl: z.union([z.literal(''), imagePath]),
    language: blogLanguageSchema,
    /** Empty: no translation linked. */
    translationSlug: z.union([z.literal(''), slugSchema]),
  })
  .refine((form) => slugify(form.slug || form.title) !== '', { path: ['slug'], message: validation.slugInvalid });
export type BlogPostForm = z.input<typeof blogPostFormSchema>;

export const emptyBlogPostForm: BlogPostForm = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  tags: '',
  featuredImageUrl: '',
  language: 'en',
  translationSlug: '',
};

/** The request for a validated form; the slug comes from the title when left empty. */
export function blogPostRequestFromForm(form: BlogPostForm): CreateBlogPostRequest {
  const parsed = blogPostFormSchema.parse(form);
  return {
    slug: slugify(parsed.slug || parsed.title),
    title: parsed.title,
    excerpt: parsed.excerpt,
    content: parsed.content,
    tags: parseTags(parsed.tags),
    ...(parsed.featuredImageUrl ? { featuredImageUrl: parsed.featuredImageUrl } : {}),
    language: parsed.language,
    ...(parsed.translationSlug ? { translationSlug: parsed.translationSlug } : {}),
  };
}

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  featuredImageUrl: z.string().nullable(),
  publishedAt: z.string(),
  language: blogLanguageSchema,
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** A published post; translationSlug names its published version in the other language, if any. */
export const blogPostSchema = blogPostSummarySchema.extend({
  content: z.string(),
  authorName: z.string().nullable(),
  translationSlug: z.string().nullable(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  nextCursor: z.string().nullable(),
});
export type BlogPostList = z.infer<typeof blogPostListSchema>;

/** Publishing a post that was published before keeps its first date unless staff date it today. */
export const publishBlogPostRequestSchema = z.object({ publishedDate: z.enum(['first', 'today']) }).optional();
export type PublishBlogPostRequest = z.infer<typeof publishBlogPostRequestSchema>;

export const adminBlogPostSchema = z.object({
  postId: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  featuredImageUrl: z.string().nullable(),
  authorName: z.string().nullable(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  language: blogLanguageSchema,
  translationSlug: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

export const adminBlogPostListSchema = z.object({
  posts: z.array(adminBlogPostSchema),
  nextCursor: z.string().nullable(),
});

export { paragraphsOf } from './paragraphs';
export * from './images';
