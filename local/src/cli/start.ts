process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { startLocalStack } from '../stack';

const stack = await startLocalStack('dev', 'vite');
const { urls, settings } = stack;
console.log(`
TaxBack is running locally.

  App:          ${urls.app}
  API:          ${urls.api}
  WebSocket:    ${urls.websocket}
  Mail inbox:   ${urls.inbox}
  Admin login:  ${settings.admin.email} / ${settings.admin.password}

  Data is kept in ${settings.dataDir} (npm run reset wipes it). Press Ctrl+C to stop.
`);

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
