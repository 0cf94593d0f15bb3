import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { awsClientConfig, timedClient } from '../commons/client-config';
import { lazy } from '../commons/lazy';

const secretsManager = lazy(() =>
  timedClient(new SecretsManagerClient(awsClientConfig('secretsManager')), 'secretsManager'),
);

const cache = new Map<string, Promise<string>>();

/**
 * A secret value: taken from the variable NAME when it is set (the local stack), else fetched once
 * from Secrets Manager at the ARN in NAME_ARN (AWS).
 */
export function secret(name: string): Promise<string> {
  const direct = process.env[name];
  if (direct) return Promise.resolve(direct);
  const arn = process.env[`${name}_ARN`];
  if (!arn) return Promise.reject(new Error(`Missing configuration: ${name} or ${name}_ARN`));
  let value = cache.get(arn);
  if (!value) {
    value = secretsManager()
      .send(new GetSecretValueCommand({ SecretId: arn }))
      .then((result) => {
        if (!result.SecretString) throw new Error(`Secret ${name} is empty`);
        return result.SecretString;
      });
    value.catch(() => cache.delete(arn));
    cache.set(arn, value);
  }
  return value;
}
