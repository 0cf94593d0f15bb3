import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptionsFor, lambdaEntries } from '../src/lambda-bundling';

/**
 * Libraries a function needs on a few of its routes only (PDFs, profile fields): the sources reach them through
 * `import()`, which esbuild bundles behind a lazy initialiser, so they are evaluated on first use and not at
 * every cold start.
 */
const deferred = ['pdf-lib', '@aws-crypto/client-node'];

const packageOf = (file: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];

describe('Lambda bundles', () => {
  it.each(lambdaEntries())('%s reaches pdf-lib and the Encryption SDK only through import()', async (entry) => {
    const { metafile } = await build({
      ...esbuildOptionsFor(entry, path.join(os.tmpdir(), 'taxback-lazy-imports.mjs')),
      write: false,
      minify: false,
      sourcemap: false,
    });
    for (const [file, input] of Object.entries(metafile!.inputs)) {
      if (packageOf(file)) continue;
      for (const imported of input.imports) {
        if (deferred.includes(packageOf(imported.path) ?? '')) {
          expect(imported.kind, `${file} imports ${imported.path}`).toBe('dynamic-import');
        }
      }
    }
  });
});
