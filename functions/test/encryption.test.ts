import { describe, expect, it } from 'vitest';
import { seal, unseal } from '../src/adapters/encryption';

describe('envelope encryption of profile fields', () => {
  const secret = { ssn: '123456789', dateOfBirth: '1980-02-03' };

  it('opens what it sealed for the same user', async () => {
    const sealed = await seal('user-1', secret);
    expect(await unseal('user-1', sealed)).toEqual(secret);
  });

  it('stores no plaintext', async () => {
    const sealed = await seal('user-1', secret);
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('123456789');
    expect(sealed).not.toContain('123456789');
  });

  it('refuses to open another user’s data', async () => {
    const sealed = await seal('user-1', secret);
    await expect(unseal('user-2', sealed)).rejects.toThrow(/another user/);
  });

  it('detects tampering', async () => {
    const bytes = Buffer.from(await seal('user-1', secret), 'base64');
    const index = bytes.length - 40;
    bytes[index] = bytes[index]! ^ 0xff;
    await expect(unseal('user-1', bytes.toString('base64'))).rejects.toThrow();
  });
});
