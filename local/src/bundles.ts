import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import {
  BUNDLE_ENTRY_FILE,
  esbuildOptionsFor,
  lambdaEntries,
  packageOf,
  staticallyLoaded,
} from '../../infra/src/lambda-bundling';
import { lambdaRuntimeNode } from './lambda-node';

export interface LambdaBundle {
  /** The entry relative to functions/src, e.g. `claim/handler.ts`. */
  entry: string;
  /** The file the function starts from, as the stack deploys it: `<dir>/<entry folder and name>/index.mjs`. */
  file: string;
  /** The code of the whole bundle: its start file and every chunk (source maps left out). */
  bytes: number;
  /** What a cold start reads and compiles: the start file and the chunks it imports statically (metafile paths). */
  startFiles: string[];
  startBytes: number;
  metafile: Metafile;
}

/** Where a bundle starts under `dir`: `claim/handler.ts` → `<dir>/claim/handler/index.mjs`. */
export const bundleFileOf = (dir: string, entry: string) =>
  path.join(dir, entry.replace(/\.ts$/, ''), BUNDLE_ENTRY_FILE);

const codeFiles = (metafile: Metafile) => Object.keys(metafile.outputs).filter((file) => !file.endsWith('.map'));

/** Bundles every Lambda entry exactly as the CDK stack does, into `outDir` (all at once: esbuild runs them in parallel). */
export async function buildLambdaBundles(outDir: string): Promise<LambdaBundle[]> {
  fs.rmSync(outDir, { recursive: true, force: true });
  return Promise.all(
    lambdaEntries().map(async (entry) => {
      const file = bundleFileOf(outDir, entry);
      const metafile = (await build(esbuildOptionsFor(entry, path.dirname(file)))).metafile!;
      const start = codeFiles(metafile).find((output) => path.resolve(output) === file)!;
      const startFiles = staticallyLoaded(metafile, start);
      const bytesOf = (outputs: string[]) => outputs.reduce((sum, output) => sum + metafile.outputs[output]!.bytes, 0);
      return {
        entry,
        file,
        bytes: bytesOf(codeFiles(metafile)),
        startFiles,
        startBytes: bytesOf(startFiles),
        metafile,
      };
    }),
  );
}

/** The packages that weigh most in some of a bundle's output files (bytes in the output), heaviest first. */
export function heaviestInputs(metafile: Metafile, count: number, outputs = Object.keys(metafile.outputs)) {
  const parts = new Map<string, number>();
  for (const output of outputs.map((file) => metafile.outputs[file]!)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      parts.set(packageOf(input), (parts.get(packageOf(input)) ?? 0) + bytesInOutput);
    }
  }
  return [...parts]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

/**
 * The module init time of a bundle: how long a fresh process of the Lambda runtime's Node release takes to import
 * it (what a cold start pays before the first request), the median of `runs` processes.
 */
export function initMilliseconds(file: string, environment: Record<string, string>, runs = 5): number {
  const node = lambdaRuntimeNode();
  const script = `const started = performance.now(); await import(${JSON.stringify(`file://${file}`)}); process.stdout.write(String(performance.now() - started));`;
  const once = () =>
    Number(
      execFileSync(node, ['--input-type=module', '-e', script], {
        env: { ...process.env, ...environment },
        encoding: 'utf8',
      }),
    );
  // Not counted: the first process reads Node and the bundle from disk into the page cache.
  once();
  const samples = Array.from({ length: runs }, once).sort((a, b) => a - b);
  return samples[Math.floor(runs / 2)]!;
}
