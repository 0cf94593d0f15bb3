import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { describe, expect, it } from 'vitest';
import { BundledFunction } from '../src/constructs/node-function';
import { functionsSource } from '../src/lambda-bundling';

/** Two functions synthesised with bundling on, as `cdk synth` and `cdk deploy` do. */
function synthesise() {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxback-bundled-function-'));
  const app = new App({ outdir });
  const stack = new Stack(app, 'Bundled');
  const functions = ['realtime/authorizer.ts', 'account/handler.ts'].map(
    (entry, index) => new BundledFunction(stack, `Function${index}`, { entry: path.join(functionsSource, entry) }),
  );
  const template = Template.fromStack(stack);
  const assetDirectory = (fn: BundledFunction) => path.join(outdir, (fn.node.findChild('Code') as Asset).assetPath);
  return { template, directories: functions.map(assetDirectory) };
}

describe('a function as the stack deploys it', () => {
  const { template, directories } = synthesise();

  it('starts from index.mjs on Node 22, and each function has an asset of its own', () => {
    template.allResourcesProperties('AWS::Lambda::Function', { Handler: 'index.handler', Runtime: 'nodejs22.x' });
    expect(new Set(directories).size).toBe(2);
  });

  it('ships the start file with the chunks it loads on demand, split off it', () => {
    const account = directories[1]!;
    expect(fs.existsSync(path.join(account, 'index.mjs'))).toBe(true);
    const chunks = fs.readdirSync(path.join(account, 'chunks')).filter((file) => file.endsWith('.mjs'));
    // The Encryption SDK (its encryption context key for signed suites), reached through import(), is in a chunk
    // and not in the start file.
    const holdsEncryptionSdk = (file: string) => fs.readFileSync(file, 'utf8').includes('aws-crypto-public-key');
    expect(holdsEncryptionSdk(path.join(account, 'index.mjs'))).toBe(false);
    expect(chunks.filter((chunk) => holdsEncryptionSdk(path.join(account, 'chunks', chunk)))).toHaveLength(1);
  });

  it('the deployed start file loads in a fresh Node process and exports its handler', () => {
    const script = `const m = await import(${JSON.stringify(`file://${directories[0]}/index.mjs`)}); process.stdout.write(typeof m.handler);`;
    const loaded = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, AWS_REGION: 'ca-central-1' },
    });
    expect(loaded).toBe('function');
  });

  it('ships source maps that Node reads when --enable-source-maps is on: they name the TypeScript, without its text', () => {
    const start = `file://${directories[0]}/index.mjs`;
    const script = `import { findSourceMap } from 'node:module'; await import(${JSON.stringify(start)}); const { payload } = findSourceMap(${JSON.stringify(start)}); process.stdout.write(JSON.stringify({ sources: payload.sources, withText: 'sourcesContent' in payload }));`;
    const map = JSON.parse(
      execFileSync(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', script], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, AWS_REGION: 'ca-central-1' },
      }),
    ) as { sources: string[]; withText: boolean };
    expect(map.sources.some((source) => source.endsWith('functions/src/realtime/authorizer.ts'))).toBe(true);
    expect(map.withText).toBe(false);
  });
});
