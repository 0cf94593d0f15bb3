import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths';
import { BUNDLE_ENTRY_FILE, lambdaEntries } from '../src/lambda-bundling';

/** The README's deploy commands, in order, without comments. */
function readmeDeployCommands(): string[] {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const section = readme.split('## Deploying to AWS')[1] ?? '';
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);
}

/** A fresh clone of the committed checkout, with the installed packages hard-linked in place of `npm ci`. */
function cleanClone(): string {
  const parent = path.join(repoRoot, '.test-data');
  fs.mkdirSync(parent, { recursive: true });
  const dir = fs.mkdtempSync(path.join(parent, 'clean-clone-'));
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repoRoot, dir]);
  for (const workspace of ['', 'frontend', 'e2e', 'shared', 'functions', 'infra', 'local']) {
    const modules = path.join(repoRoot, workspace, 'node_modules');
    if (fs.existsSync(modules)) execFileSync('cp', ['-al', modules, path.join(dir, workspace, 'node_modules')]);
  }
  return dir;
}

const run = (cwd: string, command: string) =>
  spawnSync('bash', ['-c', command], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1', CI: 'true' },
  });

describe("the README's deploy steps, on a clean clone", () => {
  const commands = readmeDeployCommands();
  const synthAt = commands.findIndex((command) => /\bcdk synth\b/.test(command));
  const clone = cleanClone();
  afterAll(() => fs.rmSync(clone, { recursive: true, force: true }), 300_000);

  it('list install, build and synth before bootstrap and deploy', () => {
    expect(commands[0]).toBe('npm ci');
    expect(synthAt).toBeGreaterThan(0);
    expect(commands.findIndex((command) => /\bcdk deploy\b/.test(command))).toBeGreaterThan(synthAt);
  });

  it('refuse to synthesise before the build, saying what to run', { timeout: 300_000 }, () => {
    const synth = run(clone, commands[synthAt]!);
    expect(synth.status).not.toBe(0);
    expect(synth.stderr + synth.stdout).toMatch(/SPA build is missing.*npm run build:deploy/);
  });

  it('run as written up to `cdk synth`, which publishes the built site', { timeout: 900_000 }, () => {
    // `npm ci` is replaced by the hard-linked node_modules of cleanClone(): same lockfile, no download.
    for (const command of commands.slice(1, synthAt + 1)) {
      const result = run(clone, command);
      expect(result.status, `${command}\n${result.stdout}\n${result.stderr}`).toBe(0);
    }
    const template = JSON.parse(fs.readFileSync(path.join(clone, 'cdk.out', 'TaxBack-dev.template.json'), 'utf8'));
    const deployments = Object.values(template.Resources as Record<string, { Type: string }>).filter(
      (resource) => resource.Type === 'Custom::CDKBucketDeployment',
    );
    expect(deployments).toHaveLength(1);
    const assets = fs.readdirSync(path.join(clone, 'cdk.out')).filter((name) => name.startsWith('asset.'));
    const siteAssets = assets.filter((name) => fs.existsSync(path.join(clone, 'cdk.out', name, 'index.html')));
    expect(siteAssets).toHaveLength(1);
    // Every function bundled by synth as the bundles suite builds it, each into an asset of its own.
    const functionAssets = assets.filter((name) => fs.existsSync(path.join(clone, 'cdk.out', name, BUNDLE_ENTRY_FILE)));
    expect(functionAssets).toHaveLength(lambdaEntries().length);
  });
});
