import { randomBytes } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const keyArn = 'arn:aws:kms:ca-central-1:111122223333:key/0b5e1c1e-4f5e-4c47-9d3c-6a0f1f3b2a10';
const dataKey = randomBytes(32);
/** What KMS would return for the data key: opaque to the function. */
const wrappedDataKey = randomBytes(64);

/** The encryption adapter as deployed: KMS_KEY_ARN set, every KMS call answered by the mock. */
async function deployedAdapter() {
  vi.stubEnv('KMS_KEY_ARN', keyArn);
  vi.stubEnv('AWS_REGION', 'ca-central-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'x');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'x');
  vi.resetModules();
  return import('../src/adapters/encryption');
}

describe('envelope encryption of profile fields with the KMS key (as deployed)', () => {
  const kms = mockClient(KMSClient);
  beforeEach(() => {
    kms.reset();
    // A copy each time: the Encryption SDK zeroes a plaintext data key once it has used it.
    kms.on(GenerateDataKeyCommand).callsFake(() => ({
      KeyId: keyArn,
      Plaintext: Uint8Array.from(dataKey),
      CiphertextBlob: Uint8Array.from(wrappedDataKey),
    }));
    kms.on(DecryptCommand).callsFake(() => ({ KeyId: keyArn, Plaintext: Uint8Array.from(dataKey) }));
  });
  afterEach(() => vi.unstubAllEnvs());

  it('asks the stage key for a data key bound to the user, and opens the field with it again', async () => {
    const { seal, unseal } = await deployedAdapter();
    const sealed = await seal('user-1', { itin: '912701234' });

    const [generate] = kms.commandCalls(GenerateDataKeyCommand);
    expect(generate!.args[0].input).toMatchObject({ KeyId: keyArn, EncryptionContext: { userId: 'user-1' } });
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('912701234');

    expect(await unseal('user-1', sealed)).toEqual({ itin: '912701234' });
    const [decrypt] = kms.commandCalls(DecryptCommand);
    expect(decrypt!.args[0].input).toMatchObject({ KeyId: keyArn, EncryptionContext: { userId: 'user-1' } });
    expect(Buffer.from(decrypt!.args[0].input.CiphertextBlob!)).toEqual(wrappedDataKey);
  });

  it('refuses to open another user’s field, whatever KMS answers', async () => {
    const { seal, unseal } = await deployedAdapter();
    const sealed = await seal('user-1', { itin: '912701234' });
    await expect(unseal('user-2', sealed)).rejects.toThrow(/another user/);
  });

  it('fails the seal when KMS refuses the key, after asking it', async () => {
    kms.on(GenerateDataKeyCommand).rejects(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }));
    const { seal } = await deployedAdapter();
    await expect(seal('user-1', { itin: '912701234' })).rejects.toThrow();
    expect(kms.commandCalls(GenerateDataKeyCommand).length).toBeGreaterThan(0);
  });
});
