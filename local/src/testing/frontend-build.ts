import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../settings';

export const frontendDist = path.join(repoRoot, 'frontend', 'dist');

/**
 * The build's environment: production whatever the caller runs under. vite takes NODE_ENV from the
 * environment, and under vitest (NODE_ENV=test) React and its dependencies were bundled as their
 * development builds (the React chunk 527 KB instead of 315), which is not what ships.
 */
const shippedBuild = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ ...env, NODE_ENV: 'production' });

export function buildFrontend(): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: path.join(repoRoot, 'frontend'),
    stdio: 'inherit',
    env: shippedBuild(process.env),
  });
}

/** The newest modification time under `dir` (a file or a folder), skipping `node_modules` and `dist`. */
function newestChange(dir: string): number {
  const stat = fs.statSync(dir, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestChange(path.join(dir, entry)));
  }
  return newest;
}

/** Sources the bundle is made of: the SPA itself and the shared package (catalogue, contract). */
const bundleSources = [
  path.join(repoRoot, 'frontend', 'src'),
  path.join(repoRoot, 'frontend', 'public'),
  path.join(repoRoot, 'frontend', 'index.html'),
  path.join(repoRoot, 'frontend', 'vite.config.ts'),
  path.join(repoRoot, 'frontend', 'amplify-french-alias.ts'),
  path.join(repoRoot, 'frontend', 'amplify-component-tokens.ts'),
  path.join(repoRoot, 'shared', 'src'),
  // How it is built: a bundle made by an older rule is stale too.
  fileURLToPath(import.meta.url),
];

/**
 * Builds the SPA when there is no bundle or when a source changed after it was built: browser tests
 * against a stale bundle fail on screens that the sources no longer have.
 */
export function ensureFrontendBuilt(): void {
  const built = fs.statSync(path.join(frontendDist, 'index.html'), { throwIfNoEntry: false });
  if (!built || Math.max(...bundleSources.map(newestChange)) > built.mtimeMs) buildFrontend();
}

/**
 * The same build without blocking this process: a stack running here (the bench's) keeps answering the
 * build's prerender, which reads the blog's posts from its API.
 */
export function buildFrontendInBackground(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: path.join(repoRoot, 'frontend'),
      stdio: 'inherit',
      env: shippedBuild(env),
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
  });
}
