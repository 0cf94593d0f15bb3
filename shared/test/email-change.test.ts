import { describe, expect, it } from 'vitest';
import { maskedEmail } from '../src/account/email-change';

describe('maskedEmail: the new address as the notice to the old one shows it', () => {
  it.each([
    ['new.person@example.com', 'n***@e***.com'],
    ['a@b.co.uk', 'a***@b***.uk'],
    ['someone@localhost', 's***@l***'],
    ['Zed+tag@Mail.Example.CA', 'Z***@M***.CA'],
    ['not-an-address', '***'],
    ['@example.com', '***'],
  ])('%s → %s', (email, masked) => {
    expect(maskedEmail(email)).toBe(masked);
  });

  it('never shows the local part beyond its first character, nor the domain name', () => {
    const masked = maskedEmail('jessica.long@privatemail.org');
    expect(masked).not.toMatch(/essica|rivatemail/);
  });
});
