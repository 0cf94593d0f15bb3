/**
 * A validation message read when the check fails rather than when the schema is built, so it comes
 * out in the language of that moment: `z.string().min(1, say(() => copy.profile.fieldRequired))`.
 */
export const say = (text: () => string) => ({ error: () => text() });
