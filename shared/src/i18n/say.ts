/**
 * A validation message read when the check fails rather than when the schema is built, so it comes
 * out in the language of that moment: `z.refine(check, say(() => copy.profile.nameCharacters))`.
 */
export const say = (text: () => string) => ({ error: () => text() });
