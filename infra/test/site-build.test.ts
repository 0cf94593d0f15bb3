import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { verifiedSiteDir, writeStamp } from '../src/site-build';

/** A checkout with just enough of the SPA's sources for the digest. */
function checkout() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'taxback-site-'));
  fs.mkdirSync(path.join(root, 'frontend', 'src'), { recursive: true });
  fs.mkdirSync(path.join(root, 'shared', 'src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'frontend', 'src', 'main.tsx'), 'export {};');
  fs.writeFileSync(path.join(root, 'shared', 'src', 'copy.ts'), 'export const copy = {};');
  const dist = path.join(root, 'frontend', 'dist');
  return { root, dist };
}

const build = (root: string, dist: string) => {
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  writeStamp(root, dist);
};

describe('the SPA build a deploy publishes', () => {
  it('is refused when missing, with the command to run', () => {
    const { root, dist } = checkout();
    expect(() => verifiedSiteDir(root, dist)).toThrow(/SPA build is missing.*npm run build:deploy/);
  });

  it('is refused when built some other way (no stamp)', () => {
    const { root, dist } = checkout();
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    expect(() => verifiedSiteDir(root, dist)).toThrow(/not made by `npm run build:deploy`/);
  });

  it('is accepted when built from the current sources', () => {
    const { root, dist } = checkout();
    build(root, dist);
    expect(verifiedSiteDir(root, dist)).toBe(dist);
  });

  it('is refused as stale once a frontend or shared source changes', () => {
    const { root, dist } = checkout();
    build(root, dist);
    fs.writeFileSync(path.join(root, 'shared', 'src', 'copy.ts'), 'export const copy = { changed: true };');
    expect(() => verifiedSiteDir(root, dist)).toThrow(/stale/);
    build(root, dist);
    fs.writeFileSync(path.join(root, 'frontend', 'src', 'new-page.tsx'), 'export {};');
    expect(() => verifiedSiteDir(root, dist)).toThrow(/stale/);
  });
});
