interface FilterablePost {
  title: string;
  excerpt: string;
  tags: readonly string[];
}

/** Every tag of the posts once, alphabetically, for the filter chips. */
export const allTags = (posts: readonly FilterablePost[]): string[] =>
  [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b));

/** The posts whose title, excerpt or tags contain the search text (any case) and that carry the tag, if one is chosen. */
export function filterPosts<P extends FilterablePost>(
  posts: readonly P[],
  { search, tag }: { search: string; tag: string | null },
): P[] {
  const needle = search.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (tag === null || post.tags.includes(tag)) &&
      (needle === '' || [post.title, post.excerpt, ...post.tags].some((text) => text.toLowerCase().includes(needle))),
  );
}
