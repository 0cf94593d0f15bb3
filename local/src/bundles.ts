import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { esbuildOptionsFor, lambdaEntries } from '../../infra/src/lambda-bundling';

export interface LambdaBundle {
  /** The entry relative to functions/src, e.g. `admin/handler.ts`. */
  entry: string;
  /** The bundle as CDK writes it: `<dir>/<entry folder and name>/index.mjs`. */
  file: string;
  bytes: number;
  metafile: Metafile;
}

/** Where a bundle goes under `dir`: `admin/handler.ts` → `<dir>/admin/handler/index.mjs`. */
export const bundleFileOf = (dir: string, entry: string) => path.join(dir, entry.replace(/\.ts$/, ''), 'index.mjs');

/** Bundles every Lambda entry exactly as the CDK stack does, into `outDir` (all at once: esbuild runs them in parallel). */
export async function buildLambdaBundles(outDir: string): Promise<LambdaBundle[]> {
  fs.rmSync(outDir, { recursive: true, force: true });
  return Promise.all(
    lambdaEntries().map(async (entry) => {
      const file = bundleFileOf(outDir, entry);
      const { metafile } = await build(esbuildOptionsFor(entry, file));
      return { entry, file, bytes: fs.statSync(file).size, metafile: metafile! };
    }),
  );
}

/** The package (or the workspace folder) a bundled input comes from. */
export const packageOf = (input: string) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.split('/').slice(0, 2).join('/');

/** The packages that weigh most in a bundle (bytes in the output), heaviest first. */
export function heaviestInputs(metafile: Metafile, count: number) {
  const parts = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
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
 * The module init time of a bundle: how long a fresh Node process takes to import it (what a cold start
 * pays before the first request), the median of `runs` processes.
 */
export function initMilliseconds(file: string, environment: Record<string, string>, runs = 5): number {
  const script = `const started = performance.now(); await import(${JSON.stringify(`file://${file}`)}); process.stdout.write(String(performance.now() - started));`;
  const samples = Array.from({ length: runs }, () =>
    Number(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        env: { ...process.env, ...environment },
        encoding: 'utf8',
      }),
    ),
  ).sort((a, b) => a - b);
  return samples[Math.floor(runs / 2)]!;
}
