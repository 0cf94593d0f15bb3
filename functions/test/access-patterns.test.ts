import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTITY_NAMES } from '../src/data/entity-names';
import {
  dataDir,
  documentedPatterns,
  entitiesByName,
  indexColumn,
  reachedIndexes,
  storeFunctions,
} from './support/access-patterns';

const documented = documentedPatterns(fs.readFileSync(path.join(dataDir, 'ACCESS-PATTERNS.md'), 'utf8'));
const key = ({ store, name }: { store: string; name: string }) => `${store}.${name}`;

describe('ACCESS-PATTERNS.md', () => {
  it('lists every store function, and only those', () => {
    expect(documented.map(key).sort()).toEqual(storeFunctions().map(key).sort());
  });

  it('names each access pattern once across the stores', () => {
    const names = storeFunctions().map((fn) => fn.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('says what each pattern is for', () => {
    for (const row of documented) expect(row.pattern, key(row)).not.toMatch(/^\??$/);
  });

  it('gives the index each function reaches, as its source and the ElectroDB indexes say', async () => {
    const reached = await reachedIndexes();
    for (const row of documented) expect(row.indexes, key(row)).toBe(indexColumn(reached.get(key(row)) ?? new Set()));
  });
});

describe('the entity names', () => {
  it('are the names the entities of data/entities/ store their items under', async () => {
    const stored = [...(await entitiesByName()).values()]
      .map((entity) => (entity() as unknown as { schema?: { model?: { entity?: string } } }).schema?.model?.entity)
      .filter((name): name is string => typeof name === 'string');
    expect(stored.sort()).toEqual([...ENTITY_NAMES].sort());
  });
});
