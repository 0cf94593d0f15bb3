import { describe, expect, it } from 'vitest';
import { CONTACT } from '../src/constants';
import { contactRequestSchema } from '../src/contact/schemas';
import { copy } from '../src/copy';

const valid = { name: 'Ana', email: 'ana@example.com', message: 'Hello' };
const firstError = (input: typeof valid) => contactRequestSchema.safeParse(input).error?.issues[0];

describe('contact form', () => {
  it('keeps apostrophes, trims, and strips HTML tags and control characters', () => {
    expect(
      contactRequestSchema.parse({
        name: "  Seán O'Brien\n<script>x</script> ",
        email: ' sean@example.com ',
        message: "<b>I'd like</b> to know\r\nmore\u0007.",
      }),
    ).toEqual({ name: "Seán O'Brien x", email: 'sean@example.com', message: "I'd like to know\nmore ." });
  });

  it.each([
    ['name', { name: '  ' }, copy.contact.nameRequired],
    ['name', { name: '<i></i>' }, copy.contact.nameRequired],
    ['email', { email: 'not-an-email' }, copy.contact.emailInvalid],
    ['email', { email: '' }, copy.contact.emailInvalid],
    ['message', { message: '\n \n' }, copy.contact.messageRequired],
    ['message', { message: 'x'.repeat(CONTACT.messageMaxLength + 1) }, copy.contact.tooLong(CONTACT.messageMaxLength)],
    ['name', { name: 'x'.repeat(CONTACT.nameMaxLength + 1) }, copy.contact.tooLong(CONTACT.nameMaxLength)],
  ])('refuses a bad %s: %j', (field, change, message) => {
    expect(firstError({ ...valid, ...change })).toMatchObject({ path: [field], message });
  });
});
