import { lazyAwsClient } from '../commons/client-config';
import { config } from '../config';

/** The client and its command, loaded with the first secret fetched: once per instance, and never locally. */
const secretsManager = lazyAwsClient(
  'secretsManager',
  () => import('./secrets-manager-sdk'),
  (sdk, clientConfig) => new sdk.SecretsManagerClient(clientConfig),
);

async function fetchSecret(name: string, arn: string): Promise<string> {
  const { sdk, client } = await secretsManager();
  const result = await client.send(new sdk.GetSecretValueCommand({ SecretId: arn }));
  if (!result.SecretString) throw new Error(`Secret ${name} is empty`);
  return result.SecretString;
}

const cache = new Map<string, Promise<string>>();

/**
 * A secret value: taken from the variable NAME when it is set (the local stack), else fetched once
 * from Secrets Manager at the ARN in NAME_ARN (AWS).
 */
export function secret(name: string): Promise<string> {
  const source = config.secretSource(name);
  if (!source) return Promise.reject(new Error(`Missing configuration: ${name} or ${name}_ARN`));
  if ('value' in source) return Promise.resolve(source.value);
  const { arn } = source;
  let value = cache.get(arn);
  if (!value) {
    value = fetchSecret(name, arn);
    value.catch(() => cache.delete(arn));
    cache.set(arn, value);
  }
  return value;
}
