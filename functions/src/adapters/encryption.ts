import type { KeyringNode } from '@aws-crypto/client-node';
import { awsClientConfig, timedClient } from '../commons/client-config';
import { lazy } from '../commons/lazy';
import { config } from '../config';

/**
 * The exports of a CommonJS package loaded with `import()`. In a function's bundle the package is a chunk of its
 * own whose module.exports arrive as the default export only (as Node gives a CommonJS module's); run from the
 * sources, they are named exports too.
 */
const commonJsExports = <T extends object>(loaded: T): T =>
  'default' in loaded && Object.keys(loaded).length === 1 ? (loaded.default as T) : loaded;

/**
 * The Encryption SDK (with its KMS client) and the keyring, loaded with the first seal or unseal: not at the
 * cold start of the functions that hold it, most of whose requests open no profile field.
 */
const sealing = lazy(async () => {
  const sdk = commonJsExports(await import('@aws-crypto/client-node'));
  const { encrypt, decrypt } = sdk.buildClient(sdk.CommitmentPolicy.REQUIRE_ENCRYPT_REQUIRE_DECRYPT);
  const key = config.encryptionKey;
  let keyring: KeyringNode;
  if (key.kind === 'kms') {
    const kmsClient = sdk.getClient(sdk.KMS, awsClientConfig('kms'));
    const clientProvider = sdk.cacheClients((region: string) => timedClient(kmsClient(region), 'kms'));
    keyring = new sdk.KmsKeyringNode({ generatorKeyId: key.keyArn, clientProvider });
  } else {
    keyring = new sdk.RawAesKeyringNode({
      keyNamespace: 'taxback-local',
      keyName: 'profile-fields',
      // The keyring insists on a buffer of its own, not a view into Node's shared pool.
      unencryptedMasterKey: Uint8Array.from(Buffer.from(key.keyBase64, 'base64')),
      wrappingSuite: sdk.RawAesWrappingSuiteIdentifier.AES256_GCM_IV12_TAG16_NO_PADDING,
    });
  }
  return { encrypt, decrypt, keyring };
});

/** Envelope-encrypts a JSON value for one user; the ciphertext only opens with the same user id. */
export async function seal(userId: string, value: unknown): Promise<string> {
  const { encrypt, keyring } = await sealing();
  const { result } = await encrypt(keyring, JSON.stringify(value), { encryptionContext: { userId } });
  return result.toString('base64');
}

export async function unseal<T>(userId: string, sealed: string): Promise<T> {
  const { decrypt, keyring } = await sealing();
  const { plaintext, messageHeader } = await decrypt(keyring, Buffer.from(sealed, 'base64'));
  if (messageHeader.encryptionContext.userId !== userId) {
    throw new Error('Encrypted data belongs to another user');
  }
  return JSON.parse(plaintext.toString('utf8')) as T;
}
