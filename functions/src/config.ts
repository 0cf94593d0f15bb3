import { SESSIONS } from '@taxback/shared/constants';

/** Deployment configuration, read from the environment. Local and AWS differ only in these values. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing configuration: ${name}`);
  return value;
}

export const config = {
  get tableName() {
    return required('TABLE_NAME');
  },
  get documentsBucket() {
    return required('DOCUMENTS_BUCKET');
  },
  /** The bucket of the web app, where published blog posts' pages and the blog's images are written. */
  get siteBucket() {
    return required('SITE_BUCKET');
  },
  get appUrl() {
    return required('APP_URL').replace(/\/$/, '');
  },
  get mailFrom() {
    return required('MAIL_FROM');
  },
  get teamInbox() {
    return required('TEAM_INBOX');
  },
  get userPoolId() {
    return required('USER_POOL_ID');
  },
  /** The app client whose ID tokens the WebSocket authorizer accepts. */
  get userPoolClientId() {
    return required('USER_POOL_CLIENT_ID');
  },
  /** The `iss` of the pool's tokens; its JWKS is at `<issuer>/.well-known/jwks.json`. */
  get tokenIssuer() {
    return required('TOKEN_ISSUER').replace(/\/$/, '');
  },
  /** The WebSocket API's connection management endpoint (`https://<api>.execute-api.<region>.amazonaws.com/<stage>`). */
  get websocketManagementUrl() {
    return required('WEBSOCKET_MANAGEMENT_URL');
  },
  /**
   * The secret the site's distribution sends with every API request (AWS only): requests without it did
   * not pass its firewall and are refused. Empty locally, where nothing is in front of the gateway.
   */
  get originVerify() {
    return process.env.ORIGIN_VERIFY ?? '';
  },
  /** How long a function instance trusts what the pool said about a person (0 locally: always asks). */
  get identityCacheSeconds() {
    return Number(process.env.IDENTITY_CACHE_SECONDS ?? SESSIONS.identityCacheSeconds);
  },
  /** Cognito revokes refresh tokens on a global sign-out; cognito-local has no such call. */
  get poolRevokesRefreshTokens() {
    return process.env.POOL_REVOKES_REFRESH_TOKENS !== 'false';
  },
  get s3ForcePathStyle() {
    return process.env.S3_FORCE_PATH_STYLE === 'true';
  },
  /**
   * The documents bucket is versioned in AWS, so deleting a file means deleting each of its versions. The local
   * S3 (s3rver) keeps one copy per key and has no ListObjectVersions: 'false' there deletes the keys themselves.
   */
  get s3ListsVersions() {
    return process.env.S3_LISTS_VERSIONS !== 'false';
  },
  /** The stage every metric is counted under, so stages side by side in one account chart apart. */
  get stage() {
    return process.env.STAGE ?? 'local';
  },
  get logLevel() {
    return process.env.LOG_LEVEL ?? 'INFO';
  },
  /** How many times longer than in AWS a dependency may take (the local stack's emulators are slower). */
  get dependencyTimeoutScale() {
    return Number(process.env.DEPENDENCY_TIMEOUT_SCALE ?? 1);
  },
  /** The Bedrock model of the chat assistant; none where there is no Bedrock (the local stack). */
  get bedrockModelId(): string | null {
    return process.env.BEDROCK_MODEL_ID || null;
  },
  /** The local stand-in checkout page; none in AWS, where Stripe takes the payments. */
  get localCheckoutUrl(): string | null {
    return process.env.LOCAL_CHECKOUT_URL || null;
  },
  /** Where a secret is: its value in NAME (the local stack), else its Secrets Manager ARN in NAME_ARN (AWS). */
  secretSource(name: string): { value: string } | { arn: string } | null {
    const value = process.env[name];
    if (value) return { value };
    const arn = process.env[`${name}_ARN`];
    return arn ? { arn } : null;
  },
  /** Envelope encryption: a KMS key in AWS, a raw AES key (base64, 32 bytes) on a local machine. */
  get encryptionKey(): { kind: 'kms'; keyArn: string } | { kind: 'raw'; keyBase64: string } {
    const keyArn = process.env.KMS_KEY_ARN;
    if (keyArn) return { kind: 'kms', keyArn };
    return { kind: 'raw', keyBase64: required('LOCAL_ENCRYPTION_KEY') };
  },
};
