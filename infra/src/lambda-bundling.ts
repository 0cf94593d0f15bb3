import fs from 'node:fs';
import path from 'node:path';
import type { BuildOptions, Metafile } from 'esbuild';
import { apiFeatures } from './route-table';
import { repoRoot } from './paths';

/**
 * How every function of functions/ is bundled. The stack deploys exactly what `esbuildOptionsFor` builds
 * (node-function.ts runs it as the asset's bundling), and so do the bench, `npm start -- --bundled` and the suite
 * that runs the bundles (local/test/bundles.test.ts).
 */
export const lambdaBundling = {
  target: 'node22',
  mainFields: ['module', 'main'],
  // CommonJS dependencies call require(); ESM bundles have no require of their own.
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  minify: true,
  // Maps without the sources' text: a third of the size, and all Node needs to name a stack frame's file and line
  // when an incident turns `--enable-source-maps` on (docs/runbook.md).
  sourceMap: true,
  sourcesContent: false,
  // Bundle the AWS SDK too: the handlers run on the versions the lockfile pins, not the runtime's.
  externalModules: [] as string[],
};

export const functionsSource = path.join(repoRoot, 'functions', 'src');

/** A module of functions/src that a Lambda runs: it exports `handler`, and only entries do. */
const exportsHandler = /^export (?:const|async function|function) handler\b/m;

/**
 * Every Lambda entry, relative to functions/src: one per feature of the route table, then every other
 * module that exports a `handler` (stream processor, WebSocket handlers, scheduled jobs), found in the
 * sources so that a new one is bundled, tested and measured without being listed anywhere.
 */
export const lambdaEntries = (): string[] => {
  const apiEntries = apiFeatures.map((feature) => `${feature}/handler.ts`);
  const others = fs
    .readdirSync(functionsSource, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !apiEntries.includes(file))
    .filter((file) => exportsHandler.test(fs.readFileSync(path.join(functionsSource, file), 'utf8')))
    .sort();
  return [...apiEntries, ...others];
};

/** The file a function starts from: `index.mjs` in its bundle's folder, as the stack's handler names it. */
export const BUNDLE_ENTRY_FILE = 'index.mjs';

/**
 * The esbuild options for `entry` (relative to functions/src), written into `outdir`: `index.mjs` and, split
 * off it, the code the sources reach only through `import()` (PDF generation, profile encryption, the SDK's
 * credential providers), each in a chunk that Node reads and compiles when that import first runs, not at
 * every cold start.
 */
export const esbuildOptionsFor = (entry: string, outdir: string): BuildOptions => ({
  entryPoints: [path.join(functionsSource, entry)],
  outdir,
  entryNames: BUNDLE_ENTRY_FILE.replace(/\.mjs$/, ''),
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: lambdaBundling.target,
  mainFields: lambdaBundling.mainFields,
  banner: { js: lambdaBundling.banner },
  minify: lambdaBundling.minify,
  sourcemap: lambdaBundling.sourceMap,
  sourcesContent: lambdaBundling.sourcesContent,
  external: lambdaBundling.externalModules,
  metafile: true,
  logLevel: 'warning',
});

/** The package a metafile input belongs to (`@scope/name`), or its first two folders outside node_modules. */
export const packageOf = (input: string) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.split('/').slice(0, 2).join('/');

/** The output files `start` imports statically, itself included (paths as esbuild's metafile names them). */
export function staticallyLoaded(metafile: Metafile, start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !metafile.outputs[file]) return;
    seen.add(file);
    for (const imported of metafile.outputs[file].imports)
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(start);
  return [...seen];
}
