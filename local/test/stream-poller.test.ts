import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { mockClient } from 'aws-sdk-client-mock';
import type { DynamoDBRecord } from 'aws-lambda';
import { localSettings } from '../src/settings';
import { dynamoDbClient } from '../src/emulators/dynamodb';
import { startStreamPoller, type StreamHandler } from '../src/streams/stream-poller';

const settings = localSettings('test');
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const putMarker = async (marker: string) =>
  dynamoDbClient(settings).send(
    new PutItemCommand({
      TableName: settings.tableName,
      Item: { PK: { S: `TEST#${marker}` }, SK: { S: 'POLLER' }, note: { S: 'hello' } },
    }),
  );

const isMarker = (marker: string) => (record: DynamoDBRecord) => record.dynamodb?.Keys?.PK?.S === `TEST#${marker}`;

async function until<T>(probe: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the local stream poller', () => {
  it('hands a change to the handler in the record shape Lambda receives', async () => {
    const marker = randomUUID();
    const seen: DynamoDBRecord[] = [];
    const poller = await startStreamPoller(settings, async (event) => void seen.push(...event.Records));
    stops.push(poller.stop);
    await putMarker(marker);

    const record = await until(() => seen.find(isMarker(marker)));
    expect(record).toMatchObject({
      eventName: 'INSERT',
      eventSource: 'aws:dynamodb',
      eventVersion: '1.1',
      dynamodb: { NewImage: { note: { S: 'hello' } }, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
    expect(record.eventSourceARN).toMatch(/stream/);
  });

  it('reports a failed poll, but not one that fails while it stops (a Ctrl+C stops the emulators at once)', async () => {
    const poller = await startStreamPoller(settings, async () => undefined);
    stops.push(poller.stop);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const streams = mockClient(DynamoDBStreamsClient);
    try {
      streams.onAnyCommand().rejects(new Error('connect ECONNREFUSED'));
      await until(() => (errors.mock.calls.length > 0 ? true : undefined));
      expect(errors.mock.calls[0]![0]).toBe('Stream poll failed');

      let release = () => undefined as void;
      const gone = new Promise<void>((resolve) => (release = resolve));
      let polling = false;
      streams.onAnyCommand().callsFake(async () => {
        polling = true;
        await gone;
        throw new Error('connect ECONNREFUSED');
      });
      const reported = errors.mock.calls.length;
      await until(() => (polling ? true : undefined));
      const stopping = poller.stop();
      release();
      await stopping;
      expect(errors.mock.calls).toHaveLength(reported);
    } finally {
      streams.restore();
      errors.mockRestore();
    }
  });

  it('delivers again a record the handler reported as failed', async () => {
    const marker = randomUUID();
    let deliveries = 0;
    const handler: StreamHandler = async (event) => {
      const mine = event.Records.filter(isMarker(marker));
      deliveries += mine.length;
      if (deliveries === 1) {
        return { batchItemFailures: mine.map((record) => ({ itemIdentifier: record.dynamodb!.SequenceNumber! })) };
      }
    };
    const poller = await startStreamPoller(settings, handler);
    stops.push(poller.stop);
    await putMarker(marker);
    await until(() => (deliveries >= 2 ? deliveries : undefined));
    expect(deliveries).toBe(2);
  });
});
