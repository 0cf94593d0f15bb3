import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The Stripe provider as in AWS: its key is fetched from Secrets Manager, here answered by a mock. */
describe('the Stripe client', () => {
  const secrets = mockClient(SecretsManagerClient);

  beforeEach(() => {
    vi.resetModules();
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    vi.stubEnv('STRIPE_SECRET_KEY_ARN', 'arn:aws:secretsmanager:ca-central-1:123456789012:secret:stripe-key');
  });

  afterEach(() => {
    secrets.reset();
    vi.unstubAllEnvs();
  });

  it('is made again after a failed fetch of its key, instead of failing for the life of the instance', async () => {
    secrets
      .on(GetSecretValueCommand)
      .rejectsOnce(new Error('Secrets Manager throttled the call'))
      .resolves({ SecretString: 'sk_test_from_secrets_manager' });
    const { stripeClient } = await import('../src/payments/provider/stripe-provider');

    await expect(stripeClient()).rejects.toThrow('throttled');
    const client = await stripeClient();

    expect(typeof client.checkout.sessions.create).toBe('function');
    expect(await stripeClient()).toBe(client);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });
});
