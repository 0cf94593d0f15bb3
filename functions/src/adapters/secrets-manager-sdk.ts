// What secrets.ts uses of the Secrets Manager SDK, imported through this module: a chunk loaded with import() keeps
// every export of what it imports, and the SDK's own index exports every command of the API.
export { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
