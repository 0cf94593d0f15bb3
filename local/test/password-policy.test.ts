import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { cognitoPasswordPolicy, passwordMeetsRules } from '@taxback/shared/account/password-rules';
import { passwordRefusal } from '../src/emulators/password-guard';

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

describe('the local pool refuses a password the policy refuses, as Cognito in AWS does', () => {
  const cognito = () => new CognitoIdentityProviderClient({});
  const signUp = (password: string) =>
    cognito().send(
      new SignUpCommand({
        ClientId: inject('localStack').pool.userPoolClientId,
        Username: `weak-${randomUUID().slice(0, 8)}@example.com`,
        Password: password,
        UserAttributes: [{ Name: 'given_name', Value: 'Ana' }],
      }),
    );

  it.each([
    ['abcdefgh', 'Password did not conform with policy: Password must have numeric characters'],
    ['ABCDEFG1', 'Password did not conform with policy: Password must have lowercase characters'],
    ['abcdef1', 'Password did not conform with policy: Password not long enough'],
  ])('at sign-up: %s', async (password, message) => {
    await expect(signUp(password)).rejects.toMatchObject({ name: 'InvalidPasswordException', message });
  });

  it('accepts one that conforms', async () => {
    await expect(signUp('abcdefg1')).resolves.toMatchObject({ UserSub: expect.any(String) });
  });

  it('when an operator sets one, too', async () => {
    const { userPoolId } = inject('localStack').pool;
    const email = `weak-${randomUUID().slice(0, 8)}@example.com`;
    await cognito().send(
      new AdminCreateUserCommand({ UserPoolId: userPoolId, Username: email, MessageAction: 'SUPPRESS' }),
    );
    await expect(
      cognito().send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username: email,
          Password: 'abcdefgh',
          Permanent: true,
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  });

  it.each([
    ['abcdefgh', false],
    ['ABCDEFG1', false],
    ['abcdefg1', true],
    ['Staff-secret-1', true],
  ])('the rule the guard applies is the shared one: %s conforms %s', (password, conforms) => {
    expect(passwordRefusal(password) === null).toBe(conforms);
    expect(passwordMeetsRules(password)).toBe(conforms);
  });
});
