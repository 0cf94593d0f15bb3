import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../settings';

export const frontendDist = path.join(repoRoot, 'frontend', 'dist');

export function buildFrontend(): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: path.join(repoRoot, 'frontend'),
    stdio: 'inherit',
  });
}

export function ensureFrontendBuilt(): void {
  if (!fs.existsSync(path.join(frontendDist, 'index.html'))) buildFrontend();
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
      env,
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
  });
}
