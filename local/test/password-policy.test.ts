import { CognitoIdentityProviderClient, DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { cognitoPasswordPolicy, passwordMeetsRules } from '@taxback/shared/auth/password-rules';

describe('the local pool’s password rule', () => {
  it('is the shared rule the AWS pool and the sign-up checklist use', async () => {
    const { UserPool } = await new CognitoIdentityProviderClient({}).send(
      new DescribeUserPoolCommand({ UserPoolId: inject('localStack').pool.userPoolId }),
    );
    expect(UserPool?.Policies?.PasswordPolicy).toMatchObject(cognitoPasswordPolicy());
    // What the policy refuses, the checklist refuses too.
    expect(passwordMeetsRules('ABCDEFG1')).toBe(false);
  });
});
