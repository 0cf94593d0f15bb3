import { describe, expect, it } from 'vitest';
import { passwordMeetsRules, passwordRules } from '../src/auth/password-rules';
import { sameEmail, signUpFormSchema } from '../src/auth/schemas';
import { copy } from '../src/copy';

describe('password rules', () => {
  it.each([
    ['abc12345', true],
    ['abcdefgh', false],
    ['12345678', false],
    ['abc1234', false],
    ['ÉléphantÉ9', true],
  ])('%s meets the rules: %s', (password, expected) => {
    expect(passwordMeetsRules(password)).toBe(expected);
  });

  it('reports each rule separately for the live checklist', () => {
    const passed = passwordRules.filter((rule) => rule.test('abcdefgh')).map((rule) => rule.id);
    expect(passed).toEqual(['length', 'letter']);
  });
});

describe('sign-up form', () => {
  const valid = { firstName: ' Ana ', email: ' Ana@Example.COM ', password: 'secret123', confirmPassword: 'secret123' };

  it('trims the name and normalises the email', () => {
    expect(signUpFormSchema.parse(valid)).toMatchObject({ firstName: 'Ana', email: 'ana@example.com' });
  });

  it('requires the confirmation to equal the password', () => {
    const result = signUpFormSchema.safeParse({ ...valid, confirmPassword: 'secret124' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(copy.auth.passwordsMustMatch);
  });

  it.each([{ firstName: '  ' }, { email: 'not-an-email' }, { password: 'short1', confirmPassword: 'short1' }])(
    'rejects %o',
    (change) => {
      expect(signUpFormSchema.safeParse({ ...valid, ...change }).success).toBe(false);
    },
  );
});

describe('sameEmail', () => {
  it('ignores case and surrounding spaces', () => {
    expect(sameEmail('A@b.com ', 'a@B.com')).toBe(true);
    expect(sameEmail('a@b.com', 'c@b.com')).toBe(false);
  });
});
