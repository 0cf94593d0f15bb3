import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type AttributeValue, DynamoDBClient, PutItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { ensureTable } from '../src/emulators/dynamodb';
import { localSettings, repoRoot } from '../src/settings';

const run = promisify(execFile);
const cli = (...args: string[]) =>
  run('npx', ['tsx', path.join(repoRoot, 'infra/src/cli/restore-table.ts'), ...args], {
    cwd: repoRoot,
    env: process.env,
  });

const client = new DynamoDBClient({});
const allItems = async (tableName: string) => {
  const items: Record<string, AttributeValue>[] = [];
  let startKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items.sort((a, b) => `${a.PK?.S}${a.SK?.S}`.localeCompare(`${b.PK?.S}${b.SK?.S}`));
};

describe('the table restore tooling, on the local stack', () => {
  it('exports a table, wipes it and imports the export back, item for item', { timeout: 180_000 }, async () => {
    const tableName = `taxback-restore-${randomUUID().slice(0, 8)}`;
    await ensureTable({ ...localSettings('test'), tableName });
    // More than one batch and one scan page of varied types: strings, numbers, maps, lists, sets, binary.
    const padding = 'x'.repeat(20_000);
    for (let index = 0; index < 80; index += 1) {
      await client.send(
        new PutItemCommand({
          TableName: tableName,
          Item: {
            PK: { S: `$taxback#user_${index % 7}` },
            SK: { S: `$application#${String(index).padStart(3, '0')}` },
            amountCents: { N: String(index * 1250) },
            answers: { M: { hasItin: { BOOL: index % 2 === 0 }, years: { L: [{ S: '2024' }, { N: '2023' }] } } },
            tags: { SS: ['a', `t${index}`] },
            blob: { B: Uint8Array.from([index, 0, 255]) },
            note: { S: padding },
          },
        }),
      );
    }
    const before = await allItems(tableName);
    expect(before).toHaveLength(80);

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'taxback-restore-')), 'export.jsonl');
    expect((await cli('export', '--table', tableName, '--file', file)).stdout).toContain('Exported 80 items');
    await expect(cli('wipe', '--table', tableName)).rejects.toThrow(/add --yes/);
    expect((await cli('wipe', '--table', tableName, '--yes')).stdout).toContain('Deleted 80 items');
    expect(await allItems(tableName)).toEqual([]);
    expect((await cli('import', '--table', tableName, '--file', file)).stdout).toContain('Imported 80 items');
    expect(await allItems(tableName)).toEqual(before);
  });
});
