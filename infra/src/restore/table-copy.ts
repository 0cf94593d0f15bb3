import fs from 'node:fs';
import readline from 'node:readline';
import {
  type AttributeValue,
  BatchWriteItemCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ScanCommand,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';

/** The tooling of a table restore: export a table to a file, empty a table, import a file into a table. */

type Item = Record<string, AttributeValue>;

/** JSON keeps binary attributes (B, BS) as `{ "$base64": "…" }`. */
const encodeBinary = (_key: string, value: unknown) =>
  value instanceof Uint8Array ? { $base64: Buffer.from(value).toString('base64') } : value;
const decodeBinary = (_key: string, value: unknown) =>
  value && typeof value === 'object' && '$base64' in value && typeof value.$base64 === 'string'
    ? Uint8Array.from(Buffer.from(value.$base64, 'base64'))
    : value;

async function* scanItems(client: DynamoDBClient, tableName: string, projection?: string[]): AsyncGenerator<Item> {
  let startKey: Item | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        ExclusiveStartKey: startKey,
        ConsistentRead: true,
        ...(projection
          ? {
              ProjectionExpression: projection.map((_, index) => `#k${index}`).join(', '),
              ExpressionAttributeNames: Object.fromEntries(projection.map((name, index) => [`#k${index}`, name])),
            }
          : {}),
      }),
    );
    yield* page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Writes in batches of 25, resending what DynamoDB leaves unprocessed, with a growing pause. */
async function writeAll(client: DynamoDBClient, tableName: string, requests: AsyncIterable<WriteRequest>) {
  let count = 0;
  let batch: WriteRequest[] = [];
  const flush = async () => {
    let pending = batch;
    batch = [];
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 8) throw new Error(`DynamoDB left ${pending.length} writes unprocessed after 8 retries`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: pending } }));
      pending = result.UnprocessedItems?.[tableName] ?? [];
    }
  };
  for await (const request of requests) {
    batch.push(request);
    count += 1;
    if (batch.length === 25) await flush();
  }
  await flush();
  return count;
}

export async function keyNamesOf(client: DynamoDBClient, tableName: string): Promise<string[]> {
  const table = await client.send(new DescribeTableCommand({ TableName: tableName }));
  return (table.Table?.KeySchema ?? []).map((key) => key.AttributeName!);
}

/** Every item of the table, one JSON line each (DynamoDB JSON, types kept). Returns the item count. */
export async function exportTable(client: DynamoDBClient, tableName: string, file: string): Promise<number> {
  const out = fs.createWriteStream(file);
  let count = 0;
  for await (const item of scanItems(client, tableName)) {
    if (!out.write(`${JSON.stringify(item, encodeBinary)}\n`))
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    count += 1;
  }
  await new Promise<void>((resolve, reject) => {
    out.on('error', reject);
    out.end(() => resolve());
  });
  return count;
}

/** Deletes every item of the table (the table itself, its indexes and settings stay). */
export async function wipeTable(client: DynamoDBClient, tableName: string): Promise<number> {
  const keyNames = await keyNamesOf(client, tableName);
  async function* deletes(): AsyncGenerator<WriteRequest> {
    // Collect the keys first: deleting while scanning would skip items.
    const keys: Item[] = [];
    for await (const key of scanItems(client, tableName, keyNames)) keys.push(key);
    for (const key of keys) yield { DeleteRequest: { Key: key } };
  }
  return writeAll(client, tableName, deletes());
}

/** Puts every item of an export file into the table. */
export async function importTable(client: DynamoDBClient, tableName: string, file: string): Promise<number> {
  async function* puts(): AsyncGenerator<WriteRequest> {
    const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
    for await (const line of lines)
      if (line.trim()) yield { PutRequest: { Item: JSON.parse(line, decodeBinary) as Item } };
  }
  return writeAll(client, tableName, puts());
}
