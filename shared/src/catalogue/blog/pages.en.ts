/** The public blog and its preview on the home page (staff's words are in staff/blog.ts). */
export const blogCopy = {
  title: 'Blog',
  intro: 'Plain-language guides to US tax on gambling winnings, ITINs and refund claims.',
  searchLabel: 'Search posts',
  searchPlaceholder: 'Search by title, summary or tag',
  tagsLabel: 'Filter by tag',
  allTags: 'All',
  readMore: 'Read More',
  readMoreAbout: (title: string) => `Read more: ${title}`,
  noPosts: 'No blog posts found.',
  loadMore: 'Load more posts',
  loadFailed: 'Failed to load blog posts',
  retry: 'Try again',
  publishedOn: (date: string) => `Published ${date}`,
  byAuthor: (name: string) => `By ${name}`,
  tags: 'Tags',
  backToBlog: 'Back to Blog',
  backToHome: 'Back to Home',
  /** The blog of this language has no post yet (the other language's blog may have some). */
  noPostsInLanguage: 'No posts in English yet.',
  readOtherLanguage: 'Read the posts in French',
  /** A post that exists only in the other language, opened by a reader of this one. */
  otherLanguageNote: 'This post is only available in French.',
} as const;

export const homeBlogCopy = {
  title: 'From our blog',
  intro: 'Tips and explanations from our tax team.',
  viewAll: 'View All Posts',
  empty: 'No blog posts available yet. Check back soon for helpful tips and insights!',
  visitBlog: 'Visit the blog',
} as const;

export const blogPagesEn = {
  homeBlog: homeBlogCopy,
  blog: blogCopy,
} as const;
