import { PASSWORD_POLICY } from '../constants';
import { copy } from '../copy';

export type PasswordPolicy = {
  minLength: number;
  requireLowercase: boolean;
  requireDigits: boolean;
  requireUppercase: boolean;
  requireSymbols: boolean;
};

export interface PasswordRule {
  id: 'length' | 'lowercase' | 'digit' | 'uppercase' | 'symbol';
  label: string;
  test: (password: string) => boolean;
}

/** Cognito's special characters (and the space). */
const COGNITO_SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** The checks of a policy, as Cognito applies them (its lower- and upper-case letters are a-z and A-Z). */
export function passwordRulesOf(policy: PasswordPolicy): PasswordRule[] {
  const labels = () => copy.auth.passwordRules;
  const rules: (PasswordRule | false)[] = [
    {
      id: 'length',
      get label() {
        return labels().length;
      },
      test: (p) => p.length >= policy.minLength,
    },
    policy.requireDigits && {
      id: 'digit',
      get label() {
        return labels().digit;
      },
      test: (p) => /\d/.test(p),
    },
    policy.requireLowercase && {
      id: 'lowercase',
      get label() {
        return labels().lowercase;
      },
      test: (p) => /[a-z]/.test(p),
    },
    policy.requireUppercase && {
      id: 'uppercase',
      get label() {
        return labels().uppercase;
      },
      test: (p) => /[A-Z]/.test(p),
    },
    policy.requireSymbols && {
      id: 'symbol',
      get label() {
        return labels().symbol;
      },
      test: (p) => COGNITO_SYMBOLS.test(p),
    },
  ];
  return rules.filter((rule): rule is PasswordRule => rule !== false);
}

export const passwordRules: readonly PasswordRule[] = passwordRulesOf(PASSWORD_POLICY);

export const passwordMeetsRules = (password: string): boolean => passwordRules.every((rule) => rule.test(password));

/** The policy as Cognito's API and CloudFormation spell it (the local pool is created with it). */
export const cognitoPasswordPolicy = (policy: PasswordPolicy = PASSWORD_POLICY) => ({
  MinimumLength: policy.minLength,
  RequireLowercase: policy.requireLowercase,
  RequireNumbers: policy.requireDigits,
  RequireSymbols: policy.requireSymbols,
  RequireUppercase: policy.requireUppercase,
});
