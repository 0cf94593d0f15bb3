import { DynamoDBClient, GetItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import type { Context, DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localSettings } from '@taxback/local/settings';
import { startStreamPoller } from '@taxback/local/streams/stream-poller';
import { logger } from '../src/commons/logger';
import { createProfileIfAbsent } from '../src/data/stores/profile';
import { handler as streamHandler } from '../src/streams/handler';
import { useIsolatedTable } from './support/isolated-table';
import { invoke, newCaller } from './support/invoke';

const form = {
  firstName: 'Marie',
  lastName: 'Tremblay',
  addressLine1: '12 Rue Principale',
  addressLine2: '',
  city: 'Montréal',
  province: 'Quebec',
  postalCode: 'H2X 1Y4',
  dateOfBirth: '1975-04-09',
  countryOfBirth: 'Canada',
  phone: '+1 (514) 555-0100',
};

/** Every line the Powertools logger prints (POWERTOOLS_DEV: through the global console), parsed. */
const printed: Record<string, unknown>[] = [];
const capture = (line: unknown) => {
  if (typeof line !== 'string') return;
  try {
    printed.push(JSON.parse(line) as Record<string, unknown>);
  } catch {
    // Not a log line of ours.
  }
};

async function until<T>(probe: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let tableName = '';
const delivered: DynamoDBRecord[] = [];
let stopPoller: () => Promise<void> = async () => {};
const client = new DynamoDBClient({});

beforeAll(async () => {
  tableName = await useIsolatedTable();
  // The test profile logs errors only; this file reads the stream processor's info lines.
  logger.setLogLevel('INFO');
  for (const method of ['info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation(capture);
  }
  const context = { awsRequestId: 'stream-test', getRemainingTimeInMillis: () => 30_000 } as Context;
  // The table's real stream, read from DynamoDB Local and handed to the stream processor as Lambda would.
  const poller = await startStreamPoller({ ...localSettings('test'), tableName }, (event) => {
    delivered.push(...event.Records);
    return streamHandler(event, context);
  });
  stopPoller = poller.stop;
});

afterAll(async () => {
  await stopPoller();
  logger.setLogLevel('ERROR');
  vi.restoreAllMocks();
});

describe('the correlation id, from the API request through the table to the stream processor', () => {
  it('is echoed in the answer: the caller’s own, else the request id', async () => {
    const given = await invoke('getMe', { caller: newCaller(), headers: { 'x-correlation-id': 'spa-echo-1' } });
    expect(given.headers['x-correlation-id']).toBe('spa-echo-1');
    const fallback = await invoke('getMe', { caller: newCaller(), headers: { 'x-correlation-id': 'not ok!' } });
    expect(fallback.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is written on the item, and the stream processor logs the record, the push and the notification under it', async () => {
    const caller = newCaller();
    const correlationId = `spa-${caller.userId.slice(0, 8)}`;
    const saved = await invoke('saveProfile', {
      caller,
      headers: { 'x-correlation-id': correlationId },
      body: { ...form, version: 0 },
    });
    expect(saved.status).toBe(200);
    expect(saved.headers['x-correlation-id']).toBe(correlationId);

    const { Item } = await client.send(
      new GetItemCommand({ TableName: tableName, Key: { PK: { S: `USER#${caller.userId}` }, SK: { S: 'PROFILE' } } }),
    );
    expect(Item?.correlationId).toEqual({ S: correlationId });

    const applied = (entity: string) => () =>
      printed.find(
        (line) =>
          line.message === 'Stream record applied' && line.entity === entity && line.correlationId === correlationId,
      );
    expect(await until(applied('profile'), 'the profile record')).toMatchObject({ kind: 'INSERT' });
    const pushed = await until(
      () =>
        printed.find(
          (line) =>
            line.message === 'Realtime pushes sent' &&
            Array.isArray(line.correlationIds) &&
            line.correlationIds.includes(correlationId),
        ),
      'the push',
    );
    expect(pushed.types).toContain('profile.changed');

    // The processor's own write (the notification of a customer's message, which needs staff) carries the
    // request's id on, so its record is logged under that id too.
    const sent = await invoke('sendMyMessage', {
      caller,
      headers: { 'x-correlation-id': correlationId },
      body: { content: 'A question about my claim' },
    });
    expect(sent.status).toBe(201);
    expect(await until(applied('notification'), 'the notification record')).toMatchObject({ kind: 'INSERT' });
    const { Items } = await client.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': { S: `USER#${caller.userId}` }, ':sk': { S: 'NOTIF#' } },
      }),
    );
    expect(Items?.map((item) => item.correlationId?.S)).toEqual([correlationId]);
  });

  it('is left out of what is written outside a request, whose record is then logged under its own event id', async () => {
    const userId = newCaller().userId;
    await createProfileIfAbsent(userId, `${userId.slice(0, 8)}@example.com`, 'Ana');
    const { Item } = await client.send(
      new GetItemCommand({ TableName: tableName, Key: { PK: { S: `USER#${userId}` }, SK: { S: 'PROFILE' } } }),
    );
    expect(Item).toBeDefined();
    expect(Item).not.toHaveProperty('correlationId');

    const record = await until(
      () => delivered.find((one) => one.dynamodb?.NewImage?.userId?.S === userId),
      'the profile record',
    );
    const line = await until(
      () => printed.find((one) => one.message === 'Stream record applied' && one.eventId === record.eventID),
      'its log line',
    );
    expect(line.correlationId).toBe(record.eventID);
  });
});
