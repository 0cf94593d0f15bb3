import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Feature } from '@taxback/functions/http/route-types';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const frontendDist = path.join(repoRoot, 'frontend', 'dist');

export const featureEntry = (feature: Feature): string =>
  path.join(repoRoot, 'functions', 'src', feature, 'handler.ts');
