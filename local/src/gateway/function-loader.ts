import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Set by `npm start -- --bundled` (and the bench): the folder of the bundles CDK would deploy. */
export const BUNDLES_DIR_VARIABLE = 'TAXBACK_BUNDLES_DIR';

/**
 * The `handler` export of a Lambda entry (`admin/handler`, `realtime/connect`): from its bundle when the
 * stack runs the bundles (see bundles.ts), else from the TypeScript sources.
 */
export async function loadLambdaHandler<T>(entry: string): Promise<T> {
  const bundles = process.env[BUNDLES_DIR_VARIABLE];
  const module = (await (bundles
    ? import(pathToFileURL(path.join(bundles, entry, 'index.mjs')).href)
    : import(`@taxback/functions/${entry}`))) as { handler: T };
  return module.handler;
}
