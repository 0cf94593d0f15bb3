import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { frontendDist, repoRoot } from './paths';

/** What the SPA build is made from: a change to any of these makes frontend/dist stale. */
export const siteSources = [
  'frontend/src',
  'frontend/public',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'frontend/package.json',
  'shared/src',
  'package-lock.json',
];

/** Written next to the build by `npm run build:deploy`: the digest of the sources it was built from. */
export const STAMP_FILE = '.build-stamp.json';

function filesUnder(target: string): string[] {
  if (!fs.existsSync(target)) return [];
  if (!fs.statSync(target).isDirectory()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(path.join(target, entry.name)));
}

/** A digest of the site's sources (paths and contents), independent of file times. */
export function sourceDigest(root: string = repoRoot): string {
  const hash = createHash('sha256');
  for (const source of siteSources) {
    for (const file of filesUnder(path.join(root, source))) {
      hash.update(path.relative(root, file).split(path.sep).join('/'));
      hash.update('\0');
      hash.update(fs.readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

export function writeStamp(root: string = repoRoot, dist: string = path.join(root, 'frontend', 'dist')): void {
  fs.writeFileSync(
    path.join(dist, STAMP_FILE),
    JSON.stringify({ digest: sourceDigest(root), builtAt: new Date().toISOString() }),
  );
}

/**
 * The built SPA to publish. Refuses, with what to run, when it is missing or was built from other
 * sources than the checkout's: deploying it would publish an empty or an old site.
 */
export function verifiedSiteDir(root: string = repoRoot, dist: string = frontendDist): string {
  const fix = 'Run `npm run build:deploy` first (it builds everything a deploy needs).';
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`The SPA build is missing: ${path.relative(root, dist)}/index.html does not exist. ${fix}`);
  }
  const stampPath = path.join(dist, STAMP_FILE);
  if (!fs.existsSync(stampPath)) {
    throw new Error(`The SPA build in ${path.relative(root, dist)} was not made by \`npm run build:deploy\`. ${fix}`);
  }
  const stamp = JSON.parse(fs.readFileSync(stampPath, 'utf8')) as { digest?: string; builtAt?: string };
  if (stamp.digest !== sourceDigest(root)) {
    throw new Error(
      `The SPA build is stale: the sources changed since it was built (${stamp.builtAt ?? 'unknown time'}). ${fix}`,
    );
  }
  return dist;
}
