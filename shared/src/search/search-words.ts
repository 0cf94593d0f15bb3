/**
 * Staff search: the words an item is found by, and the words of what staff type. Both sides fold text
 * the same way (accents removed, lower case), so "cote" finds "Côté" and "obri" finds "O'Brien".
 * Pure: the stream processor, the bulk loader and the search handlers share it.
 */
import { SEARCH } from '../constants';

export type SearchKind = 'user' | 'application' | 'file';

export type SearchImage = Record<string, unknown>;

/** One searchable item: what it is, whose it is, the words it starts with and its whole folded text. */
export interface SearchDocument {
  kind: SearchKind;
  targetId: string;
  userId: string;
  words: string[];
  text: string;
}

const APOSTROPHES = /['’ʼ`]/g;

/** Accents removed and lower case: "Côté" → "cote". */
export const foldText = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

const split = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * The words of a text an item is found by: "O'Brien" gives "obrien" and "brien", "Jean-Pierre" gives
 * "jean" and "pierre". Words shorter than the shortest query are left out.
 */
export function wordsOf(text: string): string[] {
  const folded = foldText(text);
  const words = [...split(folded.replace(APOSTROPHES, '')), ...split(folded.replace(APOSTROPHES, ' '))];
  return [...new Set(words.filter((word) => word.length >= SEARCH.minWordLength))];
}

/** The words of what staff typed, in the same folded form; the longest first (it reads the fewest entries). */
export function queryWords(query: string): string[] {
  const words = split(foldText(query).replace(APOSTROPHES, ''));
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** True when the query can be looked up: one word at least as long as the shortest indexed word. */
export const isSearchable = (query: string): boolean => (queryWords(query)[0]?.length ?? 0) >= SEARCH.minWordLength;

/** The digits staff typed when they look for the end of a phone number ("…0199", "0199"), else null. */
export function phoneDigitsOf(query: string): string | null {
  const digits = query.replace(/[\s().+-]/g, '');
  return /^\d+$/.test(digits) && digits.length === SEARCH.phoneDigits ? digits : null;
}

/** The last digits of a phone number that the index holds (as a keyed digest), or null when too short. */
export function phoneTail(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= SEARCH.phoneDigits ? digits.slice(-SEARCH.phoneDigits) : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A file name without its extension: "W2G_2023-scan.pdf" → "W2G_2023-scan" (every file has one). */
const baseName = (fileName: string) => fileName.replace(/\.[^.]{1,5}$/, '');

/** An email's local part and its domain's first label: the top-level domain would match everyone. */
const emailText = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local} ${domain.split('.')[0] ?? ''}`;
};

/** Folded text with apostrophes dropped, as query words are: what a query's other words must be found in. */
const searchText = (parts: string[]) => foldText(parts.filter(Boolean).join(' ')).replace(APOSTROPHES, '');

const documentOf = (
  kind: SearchKind,
  targetId: string,
  userId: string,
  parts: string[],
  extraWords: string[] = [],
  extraText: string[] = [],
): SearchDocument => ({
  kind,
  targetId,
  userId,
  words: [...new Set([...parts.flatMap(wordsOf), ...extraWords])],
  text: searchText([...parts, ...extraText]),
});

/**
 * What the index holds for a stored item (the image of a profile, an application or a document), or
 * null for anything else. A profile is found by name, email and (as `phoneSearch`, a keyed digest of
 * its last digits, since the phone itself is only stored encrypted) phone; an application by the first
 * characters or the last group of its id; a file by its name and its owner's name.
 */
export function searchDocumentOf(entity: string, image: SearchImage | undefined): SearchDocument | null {
  if (!image) return null;
  const userId = text(image.userId);
  if (!userId) return null;
  if (entity === 'profile') {
    const email = text(image.email);
    const phone = text(image.phoneSearch);
    return documentOf(
      'user',
      userId,
      userId,
      [text(image.firstName), text(image.lastName), emailText(email)],
      phone ? [phone] : [],
      [email],
    );
  }
  if (entity === 'application') {
    const applicationId = text(image.applicationId);
    if (!applicationId) return null;
    // Ids are time-ordered: the first characters are what staff read out, the last group tells apart
    // applications opened in the same minute.
    const words = [...new Set([applicationId.slice(0, 8), applicationId.split('-').pop() ?? ''].map(foldText))];
    return { kind: 'application', targetId: applicationId, userId, words, text: searchText([applicationId]) };
  }
  if (entity === 'document') {
    const documentId = text(image.documentId);
    if (!documentId) return null;
    const fileName = text(image.fileName);
    return documentOf('file', documentId, userId, [baseName(fileName), text(image.userName)]);
  }
  return null;
}
