process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import path from 'node:path';
import { buildLambdaBundles } from '../bundles';
import { BUNDLES_DIR_VARIABLE } from '../gateway/function-loader';
import { repoRoot } from '../settings';
import { startLocalStack } from '../stack';

// `npm start -- --bundled` (or `npm start --bundled`, which npm hands over as npm_config_bundled) serves the
// functions from the bundles CDK deploys instead of the TypeScript sources.
if (process.argv.includes('--bundled') || process.env.npm_config_bundled === 'true') {
  const bundles = path.join(repoRoot, 'dist', 'lambda');
  console.log(`Bundling the functions as CDK does, into ${path.relative(repoRoot, bundles)}/…`);
  await buildLambdaBundles(bundles);
  process.env[BUNDLES_DIR_VARIABLE] = bundles;
}

const stack = await startLocalStack('dev', 'vite');
const { urls, settings } = stack;
console.log(`
TaxBack is running locally.

  App:          ${urls.app}
  API:          ${urls.api}
  API docs:     ${urls.api}/api/docs (OpenAPI: ${urls.api}/api/openapi.json)
  WebSocket:    ${urls.websocket}
  Mail inbox:   ${urls.inbox}
  Admin login:  ${settings.admin.email} / ${settings.admin.password}
  Admin TOTP:   ${stack.adminTotpSecret ?? '(not known: npm run reset to seed again)'} (add it to an authenticator app; also adminTotpSecret in ${settings.dataDir}/secrets.json)

  Data is kept in ${settings.dataDir} (npm run reset wipes it). Press Ctrl+C to stop.
`);

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
