import { BLOG } from '../../constants';

// Why the server refuses what staff typed. The shared schemas (admin, blog and contact schemas.ts) carry these
// words to both sides, so they sit apart from the rest of the back office's words: the API client loads every
// route's schema on any page that calls it.

export const imageMaxMegabytes = BLOG.imageMaxBytes / (1024 * 1024);

/** A blog post. */
export const blogPostRuleCopy = {
  titleRequired: 'Please enter a title',
  excerptRequired: 'Please enter an excerpt',
  contentRequired: 'Please enter the content',
  slugInvalid: 'Use letters or numbers in the title or slug so the post gets an address',
  imagePathInvalid: 'Please upload the featured image here: only images stored on this site can be shown',
  imageTooLarge: `Please choose an image of at most ${imageMaxMegabytes} MB`,
  imageNotSupported: 'Please choose a JPEG, PNG or WebP image',
  tooLong: (max: number) => `Please keep this under ${max.toLocaleString('en-US')} characters`,
  tooManyTags: `Please use at most ${BLOG.maxTags} tags, each under ${BLOG.tagMaxLength} characters`,
  translationMissing: (slug: string) => `There is no post with the address ${slug} to link as the translation.`,
  translationSelf: 'A post cannot be its own translation.',
  translationSameLanguage: 'The translation must be written in the other language.',
  translationTaken: (slug: string, other: string) =>
    `${slug} is already the translation of ${other}. Remove that link first.`,
};
