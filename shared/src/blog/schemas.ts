import * as z from '../zod';
import { listCursorSchema } from '../validation/list-cursor';
import { BLOG } from '../constants';
import { blogPostRuleCopy as validation } from '../catalogue/blog/staff-rules';
import { LOCALES } from '../i18n/locale';
import { say } from '../i18n/say';
import { BLOG_IMAGE_PATH_PATTERN } from './images';
import { sanitizeName } from '../validation/typed-text';
import { cleanedText } from '../validation/cleaned-text';
import { slugify } from './slug';
import { parseTags } from './tags';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z
  .string()
  .check(z.maxLength(BLOG.slugMaxLength), z.regex(SLUG_PATTERN, validation.slugInvalid));

/** Read when the check fails: the message formats a number, and the first format of a process loads ICU's data. */
const tooLong = (max: number) => say(() => validation.tooLong(max));

const requiredText = (max: number, requiredMessage: string) =>
  z.string().check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(max, tooLong(max)));

/** A featured image is one uploaded to the site (uploadBlogImage), never another host's. */
const imagePath = z.string().check(z.regex(BLOG_IMAGE_PATH_PATTERN, validation.imagePathInvalid));

/** The author readers see, as staff write it ("Jane Roe, EA"): never taken from the account that wrote the post. */
const byline = cleanedText({ max: BLOG.bylineMaxLength, clean: sanitizeName, tooLong: tooLong(BLOG.bylineMaxLength) });

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
export const blogPostInputSchema = z.strictObject({
  ...postFields,
  tags: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(BLOG.tagMaxLength)))
    .check(z.maxLength(BLOG.maxTags, validation.tooManyTags)),
  featuredImageUrl: z.optional(imagePath),
  language: z.optional(blogLanguageSchema),
  /** The slug of the same post in the other language. */
  translationSlug: z.optional(slugSchema),
  /** Left out (or empty): the post shows no author; an edit without it removes the one it had. */
  byline: z.optional(byline),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

/** The slug is chosen once, at creation: it is the post's key and its public address. */
export const createBlogPostRequestSchema = z.extend(blogPostInputSchema, { slug: slugSchema });
export type CreateBlogPostRequest = z.infer<typeof createBlogPostRequestSchema>;

export const blogSlugParamsSchema = z.object({ slug: slugSchema });

export const blogListQuerySchema = z.object({
  cursor: listCursorSchema,
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(BLOG.publicPageSize))),
});

/** The public list, optionally of one language's posts only (the French blog lists the French ones). */
export const publicBlogListQuerySchema = z.extend(blogListQuerySchema, { language: z.optional(blogLanguageSchema) });

/** The New Post / Edit Post dialog, as typed: tags as one comma-separated text, slug and image may be empty. */
export const blogPostFormSchema = z
  .object({
    ...postFields,
    slug: z.string().check(z.trim(), z.maxLength(BLOG.slugMaxLength, tooLong(BLOG.slugMaxLength))),
    tags: z.string().check(
      z.refine((text) => blogPostInputSchema.shape.tags.safeParse(parseTags(text)).success, {
        message: validation.tooManyTags,
      }),
    ),
    featuredImageUrl: z.union([z.literal(''), imagePath]),
    language: blogLanguageSchema,
    /** Empty: no translation linked. */
    translationSlug: z.union([z.literal(''), slugSchema]),
    /** Empty: no author shown. */
    byline,
  })
  .check(
    z.refine((form) => slugify(form.slug || form.title) !== '', { path: ['slug'], message: validation.slugInvalid }),
  );
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
  byline: '',
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
    ...(parsed.byline ? { byline: parsed.byline } : {}),
  };
}

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  featuredImageUrl: z.nullable(z.string()),
  publishedAt: z.string(),
  language: blogLanguageSchema,
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/**
 * A published post; translationSlug names its published version in the other language, if any. authorName is
 * the byline staff set, null when they set none.
 */
export const blogPostSchema = z.extend(blogPostSummarySchema, {
  content: z.string(),
  authorName: z.nullable(z.string()),
  translationSlug: z.nullable(z.string()),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  nextCursor: z.nullable(z.string()),
});
export type BlogPostList = z.infer<typeof blogPostListSchema>;

/** Publishing a post that was published before keeps its first date unless staff date it today. */
export const publishBlogPostRequestSchema = z.optional(z.object({ publishedDate: z.enum(['first', 'today']) }));

export const adminBlogPostSchema = z.object({
  postId: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  featuredImageUrl: z.nullable(z.string()),
  /** The name of the staff account that created the post (never shown to readers). */
  authorName: z.nullable(z.string()),
  /** The author readers see, null when none is set. */
  byline: z.nullable(z.string()),
  published: z.boolean(),
  publishedAt: z.nullable(z.string()),
  language: blogLanguageSchema,
  translationSlug: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

export const adminBlogPostListSchema = z.object({
  posts: z.array(adminBlogPostSchema),
  nextCursor: z.nullable(z.string()),
});

export { paragraphsOf } from './paragraphs';
export * from './images';
