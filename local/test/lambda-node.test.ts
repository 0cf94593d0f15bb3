import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lambdaBundling } from '../../infra/src/lambda-bundling';
import { nodeFunctionDefaults } from '../../infra/src/constructs/node-function';
import { LAMBDA_NODE, LAMBDA_NODE_MAJOR as major, lambdaRuntimeNode } from '../src/lambda-node';

describe('the Node release the bundles are tested on', () => {
  it("is of the Lambda runtime's major, the one esbuild builds for", () => {
    expect(nodeFunctionDefaults.runtime.name).toBe(`nodejs${major}.x`);
    expect(lambdaBundling.target).toBe(`node${major}`);
  });

  it("is this machine's Node when it is of that major, else the pinned release, fetched once and then cached", () => {
    const binary = lambdaRuntimeNode();
    const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
    expect(version).toBe(process.version.startsWith(`v${major}.`) ? process.version : `v${LAMBDA_NODE.version}`);
    expect(lambdaRuntimeNode()).toBe(binary);
  }, 120_000);

  it.runIf(!process.version.startsWith(`v${major}.`))(
    'a download that does not match the pinned integrity is refused and nothing is cached',
    () => {
      const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'taxback-node-'));
      const otherBytes = `sha512-${Buffer.alloc(64).toString('base64')}`;
      const tampered = { ...LAMBDA_NODE, integrity: { [`node-${process.platform}-${process.arch}`]: otherBytes } };
      expect(() => lambdaRuntimeNode(tampered, cache)).toThrow('does not match the pinned integrity');
      expect(fs.readdirSync(cache)).toEqual([]);
      fs.rmSync(cache, { recursive: true, force: true });
    },
    120_000,
  );

  it.runIf(!process.version.startsWith(`v${major}.`))(
    'a platform without a pinned integrity is told how to go on, and nothing is downloaded',
    () => {
      const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'taxback-node-'));
      expect(() => lambdaRuntimeNode({ ...LAMBDA_NODE, integrity: {} }, cache)).toThrow(
        `run the tests on Node ${major}, or add node-${process.platform}-${process.arch}'s integrity`,
      );
      expect(fs.readdirSync(cache)).toEqual([]);
      fs.rmSync(cache, { recursive: true, force: true });
    },
  );
});
