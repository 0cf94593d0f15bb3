import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Reads functions/src/data/ACCESS-PATTERNS.md and the stores it documents, for the test that keeps the two
 * in step: every exported store function is a row, and the row's index column names the indexes the
 * function (or the store functions it calls) reaches, as its source and the entities' ElectroDB indexes say.
 */
export const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/data');
const storesDir = path.join(dataDir, 'stores');
const entitiesDir = path.join(dataDir, 'entities');

export interface DocumentedPattern {
  store: string;
  name: string;
  pattern: string;
  indexes: string;
}

/** The rows of the markdown table: | store | function | pattern | index |. */
export function documentedPatterns(markdown: string): DocumentedPattern[] {
  return markdown
    .split('\n')
    .filter((line) => /^\|\s*`?[\w-]+`?\s*\|\s*`\w+`/.test(line))
    .map((line) => {
      const [store, name, pattern, indexes] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/`/g, ''));
      return { store: store!, name: name!, pattern: pattern!, indexes: indexes! };
    });
}

const DECLARATION = /^(export\s+)?(?:async\s+)?(function|const|let|type|interface|class)\s+(\w+)/;

interface Chunk {
  store: string;
  name: string;
  exported: boolean;
  isFunction: boolean;
  body: string;
}

/** The top-level declarations of every store, each with its source text (comments removed). */
export function storeChunks(): Chunk[] {
  return fs
    .readdirSync(storesDir)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => {
      const store = file.replace(/\.ts$/, '');
      const source = fs
        .readFileSync(path.join(storesDir, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      const chunks: Chunk[] = [];
      for (const line of source.split('\n')) {
        const match = DECLARATION.exec(line);
        if (match) {
          const [, exported, kind, name] = match;
          const isFunction =
            kind === 'function' || (kind === 'const' && /=\s*(async\s*)?(\(|\w+\s*=>|<)/.test(line.split(name!)[1]!));
          chunks.push({ store, name: name!, exported: Boolean(exported), isFunction, body: line });
        } else if (chunks.length && !line.startsWith('import ') && !/^\s*[\w{},\s]*\}\s*from\s'/.test(line)) {
          chunks[chunks.length - 1]!.body += `\n${line}`;
        }
      }
      return chunks;
    });
}

/** The exported functions of the stores: the access patterns. */
export const storeFunctions = (): Chunk[] => storeChunks().filter((chunk) => chunk.exported && chunk.isFunction);

type IndexedEntity = () => { schema: { indexes: Record<string, { index?: string }> } };

/** Every entity module's entities, by export name. */
export async function entitiesByName(): Promise<Map<string, IndexedEntity>> {
  const entities = new Map<string, IndexedEntity>();
  for (const file of fs.readdirSync(entitiesDir).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(path.join(entitiesDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'function') entities.set(name, value as IndexedEntity);
    }
  }
  return entities;
}

/** The indexes a declaration reaches itself: the table's key, GSI1, GSI2, or a scan. */
function directIndexes(body: string, entities: Map<string, IndexedEntity>): Set<string> {
  const found = new Set<string>();
  for (const [, entity, pattern] of body.matchAll(/(\w+)\(\)\s*\.query\.(\w+)\(/g)) {
    const index = entities.get(entity!)?.().schema.indexes[pattern!];
    if (!index) throw new Error(`${entity}.query.${pattern} is not an index of a known entity`);
    found.add(index.index ?? 'table');
  }
  for (const [, entity] of body.matchAll(/(\w+)\(\)\s*\.(?:get|put|patch|update|delete|create|upsert|remove)\(/g)) {
    if (entities.has(entity!)) found.add('table');
  }
  if (/\.scan\b|new ScanCommand/.test(body)) found.add('scan');
  const indexName = /IndexName:\s*'(GSI\d)'/.exec(body)?.[1];
  if (indexName) found.add(indexName);
  else if (
    /TableName: config\.tableName|partitionItems\(|new (Get|Put|Update|Delete|BatchWrite|BatchGet)Command/.test(body)
  ) {
    found.add('table');
  }
  return found;
}

/**
 * The indexes each store function reaches, itself or through the declarations of the stores it calls (names
 * of store declarations are unique across the stores, so a call is found by its name).
 */
export async function reachedIndexes(): Promise<Map<string, Set<string>>> {
  const entities = await entitiesByName();
  const chunks = storeChunks();
  const byName = new Map(chunks.map((chunk) => [chunk.name, chunk]));
  const memo = new Map<string, Set<string>>();
  const reach = (chunk: Chunk, seen: Set<string>): Set<string> => {
    const known = memo.get(chunk.name);
    if (known) return known;
    const found = directIndexes(chunk.body, entities);
    for (const [word] of chunk.body.matchAll(/\b\w+\b/g)) {
      const callee = byName.get(word);
      if (!callee || callee === chunk || seen.has(callee.name)) continue;
      for (const index of reach(callee, new Set([...seen, chunk.name]))) found.add(index);
    }
    if (seen.size === 0) memo.set(chunk.name, found);
    return found;
  };
  return new Map(storeFunctions().map((chunk) => [`${chunk.store}.${chunk.name}`, reach(chunk, new Set())]));
}

/** How the index column writes a set of indexes ('—': the function reads and writes nothing itself). */
export const indexColumn = (indexes: Set<string>): string =>
  indexes.size === 0
    ? '—'
    : [...indexes]
        .sort((a, b) => ['table', 'GSI1', 'GSI2', 'scan'].indexOf(a) - ['table', 'GSI1', 'GSI2', 'scan'].indexOf(b))
        .join(', ');
