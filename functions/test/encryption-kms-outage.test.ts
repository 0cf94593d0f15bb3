import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDependencyUnavailable } from '../src/http/dependency-errors';

const keyArn = 'arn:aws:kms:ca-central-1:111122223333:key/0b5e1c1e-4f5e-4c47-9d3c-6a0f1f3b2a10';
const dataKey = randomBytes(32).toString('base64');
const wrappedDataKey = randomBytes(64).toString('base64');

/** KMS as the SDK reaches it over HTTP (JSON 1.1): answering, throttling, or refusing the key. */
let kmsAnswers: 'normally' | 'ThrottlingException' | 'AccessDeniedException' = 'normally';
const kms = http.createServer((request, response) => {
  request.resume().on('end', () => {
    if (kmsAnswers !== 'normally') {
      response.writeHead(400, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': kmsAnswers });
      response.end(JSON.stringify({ __type: kmsAnswers, message: 'Refused by the test' }));
      return;
    }
    const action = String(request.headers['x-amz-target']).split('.')[1];
    const answer =
      action === 'GenerateDataKey'
        ? { KeyId: keyArn, Plaintext: dataKey, CiphertextBlob: wrappedDataKey }
        : { KeyId: keyArn, Plaintext: dataKey };
    response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
    response.end(JSON.stringify(answer));
  });
});

/** What a request that fails this way answers: 503 (try again) for a dependency that is unavailable, else 500. */
const failureOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'no failure',
    (error: unknown) => (isDependencyUnavailable(error) ? 503 : 500),
  );

describe('envelope encryption when KMS fails (the deployed keyring, over HTTP)', () => {
  let adapter: typeof import('../src/adapters/encryption');
  beforeAll(async () => {
    await new Promise<void>((resolve) => kms.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('AWS_ENDPOINT_URL_KMS', `http://127.0.0.1:${(kms.address() as AddressInfo).port}`);
    vi.stubEnv('KMS_KEY_ARN', keyArn);
    vi.stubEnv('AWS_REGION', 'ca-central-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'x');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'x');
    vi.resetModules();
    adapter = await import('../src/adapters/encryption');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    kms.close();
  });

  it('fails the seal and the unseal as unavailable (503) while KMS throttles, and works again after', async () => {
    kmsAnswers = 'normally';
    const sealed = await adapter.seal('user-1', { itin: '912701234' });
    kmsAnswers = 'ThrottlingException';
    expect(await failureOf(adapter.seal('user-1', { itin: '912701234' }))).toBe(503);
    // The keyring reports a failed Decrypt as an error of its own: the adapter names KMS's as its cause.
    expect(await failureOf(adapter.unseal('user-1', sealed))).toBe(503);
    kmsAnswers = 'normally';
    expect(await adapter.unseal('user-1', sealed)).toEqual({ itin: '912701234' });
  });

  it('fails as a fault of ours (500), not as an outage, when KMS refuses the key', async () => {
    kmsAnswers = 'normally';
    const sealed = await adapter.seal('user-1', { itin: '912701234' });
    kmsAnswers = 'AccessDeniedException';
    const error = await adapter.unseal('user-1', sealed).catch((failure: unknown) => failure);
    expect(isDependencyUnavailable(error)).toBe(false);
    expect((error as Error).cause).toMatchObject({ name: 'AccessDeniedException' });
  });
});
