/** How the pages present things (counts shown, animation timings): no business rule depends on these. */

/** The wizard's prompts type themselves out, then the form below them appears. */
export const TYPED_REVEAL = { msPerChar: 25, formRevealDelayMs: 500 } as const;

/** The home page shows the latest posts and at most this many testimonials (one at a time). */
export const HOME = { blogPreviewCount: 3, testimonialCount: 5 } as const;

/** Grey cards the blog list shows while its posts load. */
export const BLOG_LOADING_PLACEHOLDERS = 6;

/** The chatbot's keyword answers arrive after this pause, so they read as a reply rather than a flash. */
export const CHATBOT_RULE_REPLY_DELAY_MS = 500;
