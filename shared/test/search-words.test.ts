import { describe, expect, it } from 'vitest';
import {
  isSearchable,
  phoneDigitsOf,
  phoneTail,
  queryWords,
  searchDocumentOf,
  wordsOf,
} from '../src/search/search-words';

/** What an index lookup does: the longest query word starts an indexed word, the others are in the text. */
const finds = (query: string, entity: string, image: Record<string, unknown>) => {
  const document = searchDocumentOf(entity, image)!;
  const [key, ...others] = queryWords(query);
  return document.words.some((word) => word.startsWith(key!)) && others.every((word) => document.text.includes(word));
};

describe('search words', () => {
  it.each([
    ['Côté', ['cote']],
    ["O'Brien", ['obrien', 'brien']],
    ['O’Brien', ['obrien', 'brien']],
    ['Jean-Pierre  Lévesque', ['jean', 'pierre', 'levesque']],
    ['ÉLODIE', ['elodie']],
    ['A B', []],
  ])('%s is found by the words %o', (text, words) => {
    expect(wordsOf(text).sort()).toEqual(words.sort());
  });

  it('folds a query the same way, longest word first', () => {
    expect(queryWords("  O'BRI  Lu ")).toEqual(['obri', 'lu']);
    expect(queryWords('Côté')).toEqual(['cote']);
  });

  it('needs one word of two characters at least', () => {
    expect(isSearchable('a')).toBe(false);
    expect(isSearchable(' - ')).toBe(false);
    expect(isSearchable('a bc')).toBe(true);
  });

  it('reads the last four digits of a phone number, and a query of exactly four digits', () => {
    expect(phoneTail('+1 (418) 555-0199')).toBe('0199');
    expect(phoneTail('123')).toBeNull();
    expect(phoneDigitsOf('0199')).toBe('0199');
    expect(phoneDigitsOf('01-99')).toBe('0199');
    expect(phoneDigitsOf('555 0199')).toBeNull();
    expect(phoneDigitsOf('abcd')).toBeNull();
  });
});

describe('search documents', () => {
  const profile = {
    userId: 'u1',
    firstName: 'Marie-Ève',
    lastName: "Côté O'Brien",
    email: 'm.cote+tax@Example.com',
    phoneSearch: 'tel0123abcd',
  };

  it.each([
    ['cote', true],
    ['COTÉ', true],
    ['obri', true],
    ['brien', true],
    ['eve cote', true],
    ['marie obrien', true],
    ['m.cote@exam', true],
    ['example', true],
    ['com', false],
    ['rien', false],
    ['marie tremblay', false],
  ])('a profile is found by %s: %s', (query, expected) => {
    expect(finds(query, 'profile', profile)).toBe(expected);
  });

  it('holds the phone only as the digest the profile carries', () => {
    const document = searchDocumentOf('profile', profile)!;
    expect(document).toMatchObject({ kind: 'user', targetId: 'u1', userId: 'u1' });
    expect(document.words).toContain('tel0123abcd');
    expect(document.text).not.toContain('tel0123abcd');
  });

  it('finds an application by the first characters of its id', () => {
    const image = { userId: 'u1', applicationId: '1A2B3C4D-0000-4000-8000-000000000001' };
    expect(searchDocumentOf('application', image)).toMatchObject({
      kind: 'application',
      targetId: image.applicationId,
      words: ['1a2b3c4d', '000000000001'],
    });
    expect(finds('1a2b3c4d', 'application', image)).toBe(true);
    expect(finds('1a2b', 'application', image)).toBe(true);
    expect(finds('1a2b3c4d-0000', 'application', image)).toBe(true);
    expect(finds('000000000001', 'application', image)).toBe(true);
    expect(finds('2b3c', 'application', image)).toBe(false);
  });

  it('finds a file by its name, without its extension, and by its owner', () => {
    const image = { userId: 'u1', documentId: 'd1', fileName: 'W2G_2023-Scan.PDF', userName: 'Zoé Côté' };
    const document = searchDocumentOf('document', image)!;
    expect(document).toMatchObject({ kind: 'file', targetId: 'd1' });
    expect(document.words.sort()).toEqual(['2023', 'cote', 'scan', 'w2g', 'zoe']);
    expect(finds('scan', 'document', image)).toBe(true);
    expect(finds('zoe', 'document', image)).toBe(true);
    expect(finds('pdf', 'document', image)).toBe(false);
  });

  it('ignores other entities and items without a user', () => {
    expect(searchDocumentOf('message', { userId: 'u1' })).toBeNull();
    expect(searchDocumentOf('profile', { firstName: 'x' })).toBeNull();
    expect(searchDocumentOf('profile', undefined)).toBeNull();
  });
});
