import { composeBundle } from './catalogue/bundles';
import { accountServerFrCa } from './catalogue/account/server.fr-ca';
import { claimServerFrCa } from './catalogue/claim/server.fr-ca';
import type { ServerCopy } from './copy-server';

/** The `server` bundle in French (copy-server.ts). */
export const frenchServerCopy: ServerCopy = composeBundle('server', {
  account: accountServerFrCa,
  claim: claimServerFrCa,
});
