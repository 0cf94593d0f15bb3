import { execFileSync } from 'node:child_process';
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
