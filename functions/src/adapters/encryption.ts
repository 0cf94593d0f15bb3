import {
  buildClient,
  cacheClients,
  getClient,
  KMS,
  CommitmentPolicy,
  KmsKeyringNode,
  RawAesKeyringNode,
  RawAesWrappingSuiteIdentifier,
  type KeyringNode,
} from '@aws-crypto/client-node';
import { awsClientConfig, timedClient } from '../commons/client-config';
import { lazy } from '../commons/lazy';
import { config } from '../config';

const { encrypt, decrypt } = buildClient(CommitmentPolicy.REQUIRE_ENCRYPT_REQUIRE_DECRYPT);

const keyring = lazy((): KeyringNode => {
  const key = config.encryptionKey;
  if (key.kind === 'kms') {
    const kmsClient = getClient(KMS, awsClientConfig('kms'));
    const clientProvider = cacheClients((region: string) => timedClient(kmsClient(region), 'kms'));
    return new KmsKeyringNode({ generatorKeyId: key.keyArn, clientProvider });
  }
  return new RawAesKeyringNode({
    keyNamespace: 'taxback-local',
    keyName: 'profile-fields',
    // The keyring insists on a buffer of its own, not a view into Node's shared pool.
    unencryptedMasterKey: Uint8Array.from(Buffer.from(key.keyBase64, 'base64')),
    wrappingSuite: RawAesWrappingSuiteIdentifier.AES256_GCM_IV12_TAG16_NO_PADDING,
  });
});

/** Envelope-encrypts a JSON value for one user; the ciphertext only opens with the same user id. */
export async function seal(userId: string, value: unknown): Promise<string> {
  const { result } = await encrypt(keyring(), JSON.stringify(value), { encryptionContext: { userId } });
  return result.toString('base64');
}

export async function unseal<T>(userId: string, sealed: string): Promise<T> {
  const { plaintext, messageHeader } = await decrypt(keyring(), Buffer.from(sealed, 'base64'));
  if (messageHeader.encryptionContext.userId !== userId) {
    throw new Error('Encrypted data belongs to another user');
  }
  return JSON.parse(plaintext.toString('utf8')) as T;
}
