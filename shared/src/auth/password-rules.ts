import { PASSWORD_MIN_LENGTH } from '../constants';
import { messages } from '../messages';

export interface PasswordRule {
  id: 'length' | 'digit' | 'letter';
  label: string;
  test: (password: string) => boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  { id: 'length', label: messages.auth.passwordRules.length, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'digit', label: messages.auth.passwordRules.digit, test: (p) => /\d/.test(p) },
  { id: 'letter', label: messages.auth.passwordRules.letter, test: (p) => /\p{L}/u.test(p) },
];

export const passwordMeetsRules = (password: string): boolean => passwordRules.every((rule) => rule.test(password));
