import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from '../../local/src/settings';

const functionsSrc = path.join(repoRoot, 'functions', 'src');

/** Every Lambda entry of functions/: each feature's (and the stream processor's) handler.ts, and each realtime handler. */
export function lambdaEntries(): string[] {
  const features = fs
    .readdirSync(functionsSrc)
    .map((folder) => `${folder}/handler.ts`)
    .filter((entry) => fs.existsSync(path.join(functionsSrc, entry)));
  const realtime = fs
    .readdirSync(path.join(functionsSrc, 'realtime'))
    .map((file) => `realtime/${file}`)
    .filter((entry) =>
      /export (async function|const) handler\b/.test(fs.readFileSync(path.join(functionsSrc, entry), 'utf8')),
    );
  return [...features, ...realtime];
}

/** The package (or the workspace folder) a bundled input file comes from. */
const partOf = (input: string) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.split('/').slice(0, 2).join('/');

/**
 * The minified bundle of one entry, built in memory as infra's NodejsFunction bundles it (no external
 * modules), with the three packages that weigh most in it.
 */
export async function bundleSize(entry: string) {
  const result = await build({
    entryPoints: [path.join(functionsSrc, entry)],
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    minify: true,
    mainFields: ['module', 'main'],
    banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const parts = new Map<string, number>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      parts.set(partOf(input), (parts.get(partOf(input)) ?? 0) + bytesInOutput);
    }
  }
  return {
    bytes: result.outputFiles.reduce((total, file) => total + file.contents.length, 0),
    largestParts: [...parts]
      .map(([name, bytes]) => ({ name, bytes }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 3),
  };
}
