import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '@taxback/shared/api/openapi';
import { repoRoot } from '../settings';

/** `npm run openapi`: writes the OpenAPI document of the contract to shared/openapi.json (checked in; a test keeps it in sync). */
const openApiFile = path.join(repoRoot, 'shared', 'openapi.json');

fs.writeFileSync(openApiFile, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`Wrote ${path.relative(repoRoot, openApiFile)}`);
