/** Tags typed as "a, b, c": each trimmed, empty ones dropped, each kept once. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

export const formatTags = (tags: readonly string[]): string => tags.join(', ');
