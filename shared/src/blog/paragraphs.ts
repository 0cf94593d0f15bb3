/** Content is plain text: each non-empty line is a paragraph. */
export const paragraphsOf = (content: string): string[] =>
  content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
