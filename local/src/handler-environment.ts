import type { LocalSettings } from './settings';
import type { LocalSecrets } from './secrets';
import type { UserPoolIds } from './emulators/cognito';
import { cognitoEndpoint } from './emulators/cognito';
import { sesUrl } from './emulators/ses';
import { localCredentials } from './emulators/dynamodb';
import { LOCAL_CHECKOUT_PATH } from './gateway/local-checkout-page';

export const appUrl = (settings: LocalSettings) => `http://localhost:${settings.ports.web}`;
export const apiUrl = (settings: LocalSettings) => `http://localhost:${settings.ports.api}`;
/** Where browsers open the WebSocket; the handlers post to the same server's management API. */
export const websocketUrl = (settings: LocalSettings) => `ws://localhost:${settings.ports.websocket}`;

/** The variables the Lambda handlers read, pointing at the local emulators. */
export function handlerEnvironment(
  settings: LocalSettings,
  pool: UserPoolIds,
  secrets: LocalSecrets,
): Record<string, string> {
  return {
    AWS_REGION: settings.region,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${settings.ports.dynamodb}`,
    AWS_ENDPOINT_URL_DYNAMODB_STREAMS: `http://127.0.0.1:${settings.ports.dynamodb}`,
    AWS_ENDPOINT_URL_S3: `http://localhost:${settings.ports.s3}`,
    AWS_ENDPOINT_URL_SESV2: sesUrl(settings),
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognitoEndpoint(settings),
    S3_FORCE_PATH_STYLE: 'true',
    // s3rver implements no versioning (functions/src/config.ts).
    S3_LISTS_VERSIONS: 'false',
    TABLE_NAME: settings.tableName,
    USER_POOL_CLIENT_ID: pool.userPoolClientId,
    TOKEN_ISSUER: `${cognitoEndpoint(settings)}/${pool.userPoolId}`,
    WEBSOCKET_MANAGEMENT_URL: `http://127.0.0.1:${settings.ports.websocket}`,
    DOCUMENTS_BUCKET: settings.bucketName,
    SITE_BUCKET: settings.siteBucketName,
    APP_URL: appUrl(settings),
    MAIL_FROM: settings.mailFrom,
    TEAM_INBOX: settings.teamInbox,
    USER_POOL_ID: pool.userPoolId,
    LOCAL_ENCRYPTION_KEY: secrets.encryptionKeyBase64,
    LINK_SIGNING_SECRET: secrets.linkSigningSecret,
    STRIPE_WEBHOOK_SECRET: secrets.stripeWebhookSecret,
    LOCAL_CHECKOUT_URL: `${apiUrl(settings)}${LOCAL_CHECKOUT_PATH}`,
    // No cache locally: a deleted, disabled or signed-out person is refused on the very next request.
    IDENTITY_CACHE_SECONDS: '0',
    POOL_REVOKES_REFRESH_TOKENS: 'false',
    // The emulators are slower than AWS on a busy machine: their slowness is not an outage (see client-config).
    DEPENDENCY_TIMEOUT_SCALE: '5',
    POWERTOOLS_DEV: 'true',
    LOG_LEVEL: settings.profile === 'test' ? 'ERROR' : 'INFO',
  };
}
