import type { UserPoolIds } from '../emulators/cognito';
import { cognitoEndpoint } from '../emulators/cognito';
import { apiUrl, websocketUrl } from '../handler-environment';
import type { LocalSettings } from '../settings';

/** The runtime configuration the SPA fetches as /config.json. */
export const spaConfig = (settings: LocalSettings, pool: UserPoolIds) => ({
  apiUrl: apiUrl(settings),
  region: settings.region,
  userPoolId: pool.userPoolId,
  userPoolClientId: pool.userPoolClientId,
  userPoolEndpoint: cognitoEndpoint(settings),
  authFlowType: 'USER_PASSWORD_AUTH',
  wsUrl: websocketUrl(settings),
});
