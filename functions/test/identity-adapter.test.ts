import {
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  InvalidParameterException,
  CognitoIdentityProviderClient,
  InternalErrorException,
  InvalidPasswordException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { getIdentityUser, setIdentityPassword } from '../src/adapters/identity';

// The pool's password policy is Cognito's; cognito-local does not apply it, so its refusal is injected here.
const pool = mockClient(CognitoIdentityProviderClient);
afterEach(() => pool.reset());

describe('setting a password in the pool', () => {
  it('says rejected when the password policy refuses it', async () => {
    pool
      .on(AdminSetUserPasswordCommand)
      .rejects(new InvalidPasswordException({ message: 'Password does not conform to policy', $metadata: {} }));
    await expect(setIdentityPassword('someone', 'weak')).resolves.toBe('rejected');
  });

  it('says set once the pool took it, and passes any other failure on', async () => {
    pool.on(AdminSetUserPasswordCommand).resolves({});
    await expect(setIdentityPassword('someone', 'a strong one 2026!')).resolves.toBe('set');
    pool.on(AdminSetUserPasswordCommand).rejects(new InternalErrorException({ message: 'down', $metadata: {} }));
    await expect(setIdentityPassword('someone', 'a strong one 2026!')).rejects.toThrow('down');
  });
});

// Cognito refuses a user name over 128 characters as an invalid parameter; cognito-local takes it.
describe('reading a user by an address longer than any user name', () => {
  it('finds no one without asking the pool, and a name of 128 characters is still asked for', async () => {
    pool.on(AdminGetUserCommand).rejects(new InvalidParameterException({ message: 'too long', $metadata: {} }));
    await expect(getIdentityUser(`${'a'.repeat(125)}@example.com`)).resolves.toBeNull();
    expect(pool.commandCalls(AdminGetUserCommand)).toHaveLength(0);

    await expect(getIdentityUser(`${'a'.repeat(116)}@example.com`)).rejects.toThrow('too long');
    expect(pool.commandCalls(AdminGetUserCommand)).toHaveLength(1);
  });
});
