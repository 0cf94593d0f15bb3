import {
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InternalErrorException,
  InvalidPasswordException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { setIdentityPassword } from '../src/adapters/identity';

// The pool's password policy is Cognito's; cognito-local does not apply it, so its refusal is injected here.
describe('setting a password in the pool', () => {
  const pool = mockClient(CognitoIdentityProviderClient);
  afterEach(() => pool.reset());

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
