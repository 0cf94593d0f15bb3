import { describe, expect, it } from 'vitest';
import { CONTACT } from '../src/constants';
import { contactRequestSchema } from '../src/contact/schemas';
import { copy } from '../src/copy';

const valid = { name: 'Ana', email: 'ana@example.com', message: 'Hello' };
const firstError = (input: typeof valid) => contactRequestSchema.safeParse(input).error?.issues[0];

describe('contact form', () => {
  it('keeps names and messages as typed (apostrophes, ampersands, < and > in a message), trimmed, without control characters', () => {
    expect(
      contactRequestSchema.parse({
        name: "  Seán O'Brien &\nfils ",
        email: ' sean@example.com ',
        message: "<b>I'd like</b> to know\r\nif 5 < 6 & 7 > 3\u0007.",
      }),
    ).toEqual({
      name: "Seán O'Brien & fils",
      email: 'sean@example.com',
      message: "<b>I'd like</b> to know\nif 5 < 6 & 7 > 3.",
    });
  });

  it('refuses a long text before working on it: the time to refuse does not grow with its length', () => {
    const started = performance.now();
    const issue = firstError({ ...valid, message: '<'.repeat(2_000_000) });
    expect(issue).toMatchObject({ path: ['message'], message: copy.contact.tooLong(CONTACT.messageMaxLength) });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it.each([
    ['name', { name: '  ' }, copy.contact.nameRequired],
    ['name', { name: 'Ann <Marie>' }, copy.profile.nameCharacters],
    ['email', { email: 'not-an-email' }, copy.contact.emailInvalid],
    ['email', { email: '' }, copy.contact.emailInvalid],
    ['message', { message: '\n \n' }, copy.contact.messageRequired],
    ['message', { message: 'x'.repeat(CONTACT.messageMaxLength + 1) }, copy.contact.tooLong(CONTACT.messageMaxLength)],
    ['name', { name: 'x'.repeat(CONTACT.nameMaxLength + 1) }, copy.contact.tooLong(CONTACT.nameMaxLength)],
  ])('refuses a bad %s: %j', (field, change, message) => {
    expect(firstError({ ...valid, ...change })).toMatchObject({ path: [field], message });
  });
});
