import { describe, expect, it } from 'vitest';
import { signUpFormSchema, signUpNameForProfile } from '../src/account/auth-schemas';
import { copy } from '../src/copy';
import { profileFormSchema } from '../src/account/profile-schemas';
import { sanitizeName, sanitizeText } from '../src/validation/typed-text';

describe('text kept as typed', () => {
  it.each([
    ["O'Brien", "O'Brien"],
    ["  don't  ", "don't"],
    ['"Quoted" & Co', '"Quoted" & Co'],
    ['Zoë Côté-O’Brien', 'Zoë Côté-O’Brien'],
    ['line one\nline two\tend', 'line one\nline two\tend'],
    ['bell\u0007 and null\u0000 gone', 'bell and null gone'],
    ['half \ud83d of a smile, a whole 😀', 'half  of a smile, a whole 😀'],
    ['\ude00lone low', 'lone low'],
  ])('%j → %j', (typed, kept) => {
    expect(sanitizeText(typed)).toBe(kept);
  });
});

describe('names kept as typed, on one line, without invisible characters', () => {
  it.each([
    ["Zoë  Côté-O'Brien", "Zoë Côté-O'Brien"],
    ['Alice\nBcc: x@y.z\r\nInjected', 'Alice Bcc: x@y.z Injected'],
    ['\u200b\u200b', ''],
    ['Ann\u202eeivaD', 'AnneivaD'],
    ['\ufeffLéa\u200d', 'Léa'],
  ])('%j → %j', (typed, kept) => {
    expect(sanitizeName(typed)).toBe(kept);
  });
});

describe('names', () => {
  const profile = {
    firstName: 'Zoë',
    lastName: "Côté-O'Brien & Co",
    addressLine1: '1 Rue Saint-Denis',
    addressLine2: '',
    city: 'Montréal',
    province: 'Quebec',
    postalCode: 'h2x 1k4',
    dateOfBirth: '1980-01-01',
    countryOfBirth: 'Canada',
    phone: '',
  };

  it('keep apostrophes, ampersands and accents', () => {
    expect(profileFormSchema.parse(profile)).toMatchObject({ firstName: 'Zoë', lastName: "Côté-O'Brien & Co" });
  });

  it('refuse a name of invisible characters only, as an empty one', () => {
    const result = profileFormSchema.safeParse({ ...profile, firstName: '\u200b\u200b' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['firstName'], message: copy.validation.required }),
    ]);
  });

  it.each([
    ['firstName', '<b>Zoë</b>'],
    ['lastName', 'Smith > Jones'],
  ])('refuse < and > in %s with a clear message', (field, value) => {
    const result = profileFormSchema.safeParse({ ...profile, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: [field], message: copy.profile.nameCharacters }),
    ]);
  });

  it('refuse < and > at sign-up too', () => {
    const result = signUpFormSchema.safeParse({
      firstName: '<script>',
      email: 'zoe@example.com',
      password: 'Abcdefg1!',
      confirmPassword: 'Abcdefg1!',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(copy.profile.nameCharacters);
    const kept = signUpFormSchema.safeParse({
      firstName: "Zoë O'Brien",
      email: 'zoe@example.com',
      password: 'Abcdefg1!',
      confirmPassword: 'Abcdefg1!',
    });
    expect(kept.error?.issues.filter((issue) => issue.path[0] === 'firstName') ?? []).toEqual([]);
  });
});

describe('the first name a profile starts with, from the user pool', () => {
  it.each([
    ["  Zoë Côté-O'Brien & fils ", "Zoë Côté-O'Brien & fils"],
    ['Ana\u0007', 'Ana'],
    ['<b>Eve</b>', null],
    ['Eve\n\u202eMallory', 'Eve Mallory'],
    ['Eve >', null],
    ['   ', null],
    ['x'.repeat(101), null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (given, kept) => {
    expect(signUpNameForProfile(given)).toBe(kept);
  });
});
