import { describe, expect, it } from 'vitest';
import {
  cognitoPasswordPolicy,
  passwordMeetsRules,
  passwordRules,
  passwordRulesOf,
} from '../src/account/password-rules';
import { PASSWORD_POLICY } from '../src/constants';
import { sameEmail, signUpFormSchema } from '../src/account/auth-schemas';
import { copy } from '../src/copy';

describe('password rules', () => {
  it.each([
    ['abc12345', true],
    ['abcdefgh', false],
    ['12345678', false],
    ['abc1234', false],
    ['ÉléphantÉ9', true],
    // The deployed pool requires a lower-case letter: this passed the old checklist and failed in AWS.
    ['ABCDEFG1', false],
    ['ÉÉÉÉÉÉÉ1', false],
  ])('%s meets the rules: %s', (password, expected) => {
    expect(passwordMeetsRules(password)).toBe(expected);
  });

  it('reports each rule separately for the live checklist', () => {
    const passed = passwordRules.filter((rule) => rule.test('abcdefgh')).map((rule) => rule.id);
    expect(passed).toEqual(['length', 'lowercase']);
  });

  it('are the shared policy, as the pools are configured from it', () => {
    expect(passwordRules.map((rule) => rule.id)).toEqual(['length', 'digit', 'lowercase']);
    expect(cognitoPasswordPolicy()).toEqual({
      MinimumLength: PASSWORD_POLICY.minLength,
      RequireLowercase: true,
      RequireNumbers: true,
      RequireSymbols: false,
      RequireUppercase: false,
    });
  });

  it.each([
    ['uppercase', 'abcdefg1', 'Abcdefg1'],
    ['symbol', 'Abcdefg1', 'Abcdefg1!'],
  ] as const)('a policy requiring %s checks it as Cognito does', (id, refused, accepted) => {
    const all = passwordRulesOf({
      minLength: 8,
      requireLowercase: true,
      requireDigits: true,
      requireUppercase: true,
      requireSymbols: true,
    });
    const rule = all.find((candidate) => candidate.id === id)!;
    expect([rule.test(refused), rule.test(accepted)]).toEqual([false, true]);
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
