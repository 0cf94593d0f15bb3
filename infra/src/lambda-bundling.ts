import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { apiFeatures } from './route-table';
import { repoRoot } from './paths';

/**
 * How every function of functions/ is bundled: NodejsFunction's bundling options (node-function.ts), and
 * the same as esbuild options for the bench and the suite that runs the bundles (local/test/bundles.test.ts).
 */
export const lambdaBundling = {
  target: 'node22',
  mainFields: ['module', 'main'],
  // CommonJS dependencies call require(); ESM bundles have no require of their own.
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  minify: true,
  sourceMap: true,
  // Bundle the AWS SDK too: the handlers run on the versions the lockfile pins, not the runtime's.
  externalModules: [] as string[],
};

/** The handlers that serve no route of the API: the stream processor and the WebSocket API's. */
const nonApiEntries = ['streams/handler.ts', 'realtime/authorizer.ts', 'realtime/connect.ts', 'realtime/disconnect.ts'];

/** Every Lambda entry, relative to functions/src: one per feature of the route table, then the others. */
export const lambdaEntries = (): string[] => [
  ...apiFeatures.map((feature) => `${feature}/handler.ts`),
  ...nonApiEntries,
];

export const functionsSource = path.join(repoRoot, 'functions', 'src');

/** The esbuild options NodejsFunction uses for `entry` (ESM, written as index.mjs as CDK names it). */
export const esbuildOptionsFor = (entry: string, outfile: string): BuildOptions => ({
  entryPoints: [path.join(functionsSource, entry)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: lambdaBundling.target,
  mainFields: lambdaBundling.mainFields,
  banner: { js: lambdaBundling.banner },
  minify: lambdaBundling.minify,
  sourcemap: lambdaBundling.sourceMap,
  external: lambdaBundling.externalModules,
  metafile: true,
  logLevel: 'warning',
});
