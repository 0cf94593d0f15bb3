import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, setLocaleSource, type Locale } from '../src/i18n/locale';
import * as z from '../src/zod';
import { registerEveryLanguage } from '../src/catalogue/every-language';

registerEveryLanguage();

/** The message of the first issue `schema` raises for `value`, read in `locale`. */
function messageOf(schema: z.ZodMiniType, value: unknown, locale: Locale = 'en'): string | undefined {
  setLocaleSource(() => locale);
  return schema.safeParse(value).error?.issues[0]?.message;
}

afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

describe('default validation messages (checks that name none of their own)', () => {
  const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(5));
  const count = z.int().check(z.gte(1), z.lte(7));
  const list = z.array(z.string()).check(z.minLength(2), z.maxLength(3));
  it.each([
    ['a missing value', name, undefined, 'This field is required.', 'Ce champ est obligatoire.'],
    ['an empty text after trimming', name, '   ', 'This field is required.', 'Ce champ est obligatoire.'],
    ['a text too long', name, 'abcdef', 'At most 5 characters.', '5 caractères au plus.'],
    ['a value of the wrong type', name, 3, 'Expected a text.', 'Valeur attendue\u00a0: un texte.'],
    ['a number that is not one', count, Number.NaN, 'Expected a number.', 'Valeur attendue\u00a0: un nombre.'],
    ['a list that is not one', list, 'a', 'Expected a list.', 'Valeur attendue\u00a0: une liste.'],
    ['a number too large', count, 8, 'At most 7.', '7 au plus.'],
    ['a number too small', count, 0, 'At least 1.', '1 au moins.'],
    ['a fraction where a whole number is asked', count, 1.5, 'Enter a whole number.', 'Entrez un nombre entier.'],
    ['a list too long', list, ['a', 'b', 'c', 'd'], 'At most 3 items.', '3 éléments au plus.'],
    ['a list too short', list, ['a'], 'At least 2 items.', '2 éléments au moins.'],
    ['a bad email', z.email(), 'no-at-sign', 'Enter a valid email address.', 'Entrez une adresse courriel valide.'],
    ['a bad date', z.iso.date(), '2026-13-40', 'Enter a date as YYYY-MM-DD.', 'Entrez une date au format AAAA-MM-JJ.'],
    ['a bad id', z.uuid(), 'not-a-uuid', 'This identifier is not valid.', 'Cet identifiant n’est pas valide.'],
    [
      'a pattern not matched',
      z.string().check(z.regex(/^\d{4}$/)),
      '20x6',
      'This value is not in the expected format.',
      'Cette valeur n’est pas au format attendu.',
    ],
    [
      'a value not among the choices',
      z.enum(['email', 'mail']),
      'fax',
      'Expected one of: email, mail.',
      'Valeur attendue parmi\u00a0: email, mail.',
    ],
    [
      'an unknown field',
      z.strictObject({ a: z.string() }),
      { a: 'x', b: 1 },
      'Not a known field: b.',
      'Champ inconnu\u00a0: b.',
    ],
    [
      'a refinement without its own message',
      z.string().check(z.refine((text) => text === 'yes')),
      'no',
      'This value is not valid.',
      'Cette valeur n’est pas valide.',
    ],
  ] as const)('%s', (_case, schema, value, english, french) => {
    expect(messageOf(schema, value, 'en')).toBe(english);
    expect(messageOf(schema, value, 'fr-CA')).toBe(french);
  });

  it('leaves a schema’s own message alone', () => {
    expect(messageOf(z.string().check(z.minLength(1, 'Name it')), '')).toBe('Name it');
  });
});
