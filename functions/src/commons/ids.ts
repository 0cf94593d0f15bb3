import { v7 as uuidv7 } from 'uuid';

/** Ids that sort by creation time, so "newest first" is a key order and no extra index is needed. */
export const newId = (): string => uuidv7();
