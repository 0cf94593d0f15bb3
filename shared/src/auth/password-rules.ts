import { PASSWORD_MIN_LENGTH } from '../constants';
import { copy } from '../copy';

export interface PasswordRule {
  id: 'length' | 'digit' | 'letter';
  label: string;
  test: (password: string) => boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    get label() {
      return copy.auth.passwordRules.length;
    },
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'digit',
    get label() {
      return copy.auth.passwordRules.digit;
    },
    test: (p) => /\d/.test(p),
  },
  {
    id: 'letter',
    get label() {
      return copy.auth.passwordRules.letter;
    },
    test: (p) => /\p{L}/u.test(p),
  },
];

export const passwordMeetsRules = (password: string): boolean => passwordRules.every((rule) => rule.test(password));
