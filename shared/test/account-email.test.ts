import { describe, expect, it } from 'vitest';
import { ACCOUNT_EMAIL_MAX_LENGTH } from '../src/constants';
import {
  confirmationEmailRequestSchema,
  emailChangeRequestSchema,
  passwordResetRequestSchema,
} from '../src/account/auth-schemas';

const addressOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('an account’s e-mail address is at most as long as a Cognito user name', () => {
  it.each([
    [ACCOUNT_EMAIL_MAX_LENGTH, true],
    [ACCOUNT_EMAIL_MAX_LENGTH + 1, false],
    [254, false],
  ])('an address of %i characters is accepted: %s', (length, accepted) => {
    const email = addressOf(length);
    expect(passwordResetRequestSchema.safeParse({ email }).success).toBe(accepted);
    expect(confirmationEmailRequestSchema.safeParse({ email }).success).toBe(accepted);
    expect(emailChangeRequestSchema.safeParse({ newEmail: email, password: 'secret123' }).success).toBe(accepted);
  });
});
