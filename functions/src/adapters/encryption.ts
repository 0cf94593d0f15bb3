import { AsyncLocalStorage } from 'node:async_hooks';
import type { KeyringNode } from '@aws-crypto/material-management-node';
import { awsClientConfig, timedClient } from '../commons/client-config';
import { lazy } from '../commons/lazy';
import { config } from '../config';

/**
 * The KMS failure of the seal or unseal under way. The KMS keyring reports a failed Decrypt as a new error that
 * keeps only the text of KMS's, so the request would fail as a bug (500) where KMS throttling or an outage
 * should fail as a dependency that is unavailable (503, try again): the unseal gives its error KMS's as the cause.
 */
const kmsFailure = new AsyncLocalStorage<{ error?: unknown }>();

/** Runs a seal or unseal; an error that hides the KMS failure behind it gets that failure as its cause. */
async function withKmsCause<T>(work: () => Promise<T>): Promise<T> {
  const call: { error?: unknown } = {};
  try {
    return await kmsFailure.run(call, work);
  } catch (error) {
    if (call.error === undefined || error === call.error) throw error;
    throw new Error((error as Error).message, { cause: call.error });
  }
}

/**
 * The Encryption SDK (with its KMS client) and the keyring, loaded with the first seal or unseal: not at the
 * cold start of the functions that hold it, most of whose requests open no profile field. It is loaded from the
 * modules `@aws-crypto/client-node` gathers, which are ES modules: that package's own index is CommonJS, and a
 * bundle wraps every ES module a CommonJS one requires (there, the SDK's KMS and DynamoDB clients and their
 * core, which the table's client shares) in lazy initialisers that every cold start then parses twice.
 */
const sealing = lazy(async () => {
  const [{ buildEncrypt }, { buildDecrypt }, { CommitmentPolicy }, kms, rawAes] = await Promise.all([
    import('@aws-crypto/encrypt-node'),
    import('@aws-crypto/decrypt-node'),
    import('@aws-crypto/material-management-node'),
    import('@aws-crypto/kms-keyring-node'),
    import('@aws-crypto/raw-aes-keyring-node'),
  ]);
  const policy = CommitmentPolicy.REQUIRE_ENCRYPT_REQUIRE_DECRYPT;
  const { encrypt } = buildEncrypt(policy);
  const { decrypt } = buildDecrypt(policy);
  const key = config.encryptionKey;
  let keyring: KeyringNode;
  if (key.kind === 'kms') {
    const kmsClient = kms.getClient(kms.KMS, awsClientConfig('kms'));
    const clientProvider = kms.cacheClients((region: string) =>
      timedClient(kmsClient(region), 'kms', (error) => {
        const call = kmsFailure.getStore();
        if (call) call.error = error;
      }),
    );
    keyring = new kms.KmsKeyringNode({ generatorKeyId: key.keyArn, clientProvider });
  } else {
    keyring = new rawAes.RawAesKeyringNode({
      keyNamespace: 'taxback-local',
      keyName: 'profile-fields',
      // The keyring insists on a buffer of its own, not a view into Node's shared pool.
      unencryptedMasterKey: Uint8Array.from(Buffer.from(key.keyBase64, 'base64')),
      wrappingSuite: rawAes.RawAesWrappingSuiteIdentifier.AES256_GCM_IV12_TAG16_NO_PADDING,
    });
  }
  return { encrypt, decrypt, keyring };
});

/** Envelope-encrypts a JSON value for one user; the ciphertext only opens with the same user id. */
export async function seal(userId: string, value: unknown): Promise<string> {
  const { encrypt, keyring } = await sealing();
  const { result } = await withKmsCause(() =>
    encrypt(keyring, JSON.stringify(value), { encryptionContext: { userId } }),
  );
  return result.toString('base64');
}

export async function unseal<T>(userId: string, sealed: string): Promise<T> {
  const { decrypt, keyring } = await sealing();
  const { plaintext, messageHeader } = await withKmsCause(() => decrypt(keyring, Buffer.from(sealed, 'base64')));
  if (messageHeader.encryptionContext.userId !== userId) {
    throw new Error('Encrypted data belongs to another user');
  }
  return JSON.parse(plaintext.toString('utf8')) as T;
}
