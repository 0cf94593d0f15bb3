import type { MissingFormEntry } from '@taxback/shared/claim/schemas';

/** A blank entry, with the id the list keeps for it across saves. */
export const emptyMissingForm = (): MissingFormEntry => ({ id: crypto.randomUUID() });
