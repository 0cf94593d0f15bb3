import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { LocalSettings } from '../settings';
import { dynamoDbClient, localCredentials } from '../emulators/dynamodb';

export type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;

/** Lambda's event source mapping reads a stream shard four times a second. */
const POLL_INTERVAL_MS = 250;
const MAX_ATTEMPTS = 3;
/** A new shard is also looked for this often (every 5 s), in case one appears without another closing. */
const DISCOVERY_EVERY_POLLS = 25;

/** Turns a DynamoDB Streams record into the record shape a Lambda event source mapping delivers. */
export function toLambdaRecord(record: StreamRecord, streamArn: string, region: string): DynamoDBRecord {
  const change = record.dynamodb!;
  return {
    eventID: record.eventID,
    eventName: record.eventName as DynamoDBRecord['eventName'],
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    eventSourceARN: streamArn,
    dynamodb: {
      ApproximateCreationDateTime: change.ApproximateCreationDateTime
        ? Math.floor(new Date(change.ApproximateCreationDateTime).getTime() / 1000)
        : undefined,
      Keys: change.Keys as never,
      NewImage: change.NewImage as never,
      OldImage: change.OldImage as never,
      SequenceNumber: change.SequenceNumber,
      SizeBytes: change.SizeBytes,
      StreamViewType: change.StreamViewType as never,
    },
  };
}

/**
 * Reads the table's stream from its latest position and hands each batch to the stream handler,
 * retrying the records it reports as failed, as Lambda's event source mapping does.
 */
export async function startStreamPoller(settings: LocalSettings, handler: StreamHandler) {
  const { Table } = await dynamoDbClient(settings).send(new DescribeTableCommand({ TableName: settings.tableName }));
  const streamArn = Table!.LatestStreamArn!;
  const streams = new DynamoDBStreamsClient({
    endpoint: `http://127.0.0.1:${settings.ports.dynamodb}`,
    region: settings.region,
    credentials: localCredentials,
  });
  const iterators = new Map<string, string | undefined>();
  let stopped = false;

  /** The shards open at the start are read from their latest position, any found later from their start. */
  const discoverShards = async (from: 'LATEST' | 'TRIM_HORIZON') => {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (iterators.has(shard.ShardId!)) continue;
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard.ShardId!, ShardIteratorType: from }),
      );
      iterators.set(shard.ShardId!, ShardIterator);
    }
  };

  const deliver = async (records: DynamoDBRecord[]) => {
    let pending = records;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS && pending.length; attempt += 1) {
      try {
        const response = await handler({ Records: pending });
        const failed = new Set((response?.batchItemFailures ?? []).map((item) => item.itemIdentifier));
        pending = pending.filter((record) => failed.has(record.dynamodb?.SequenceNumber ?? ''));
      } catch (error) {
        console.error('Stream handler failed; retrying the batch', error);
      }
    }
    if (pending.length) console.error(`Stream records given up after ${MAX_ATTEMPTS} attempts`, pending.length);
  };

  // The shards are listed at the start, when one closes (its successor is then there) and every few
  // seconds, not on every poll: listing them each time made an idle stack use 23% of a core instead of 16%.
  let pollsSinceDiscovery = 0;
  const pollOnce = async () => {
    let shardClosed = false;
    for (const [shardId, iterator] of iterators) {
      if (!iterator) continue;
      const { Records, NextShardIterator } = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
      iterators.set(shardId, NextShardIterator);
      shardClosed ||= !NextShardIterator;
      if (Records?.length) await deliver(Records.map((record) => toLambdaRecord(record, streamArn, settings.region)));
    }
    pollsSinceDiscovery += 1;
    if (shardClosed || pollsSinceDiscovery >= DISCOVERY_EVERY_POLLS) {
      pollsSinceDiscovery = 0;
      await discoverShards('TRIM_HORIZON');
    }
  };

  await discoverShards('LATEST');
  const loop = (async () => {
    while (!stopped) {
      // Once stopping, a failed poll is the shutdown's (Ctrl+C stops the emulators at once), not news.
      await pollOnce().catch((error: unknown) => {
        if (!stopped) console.error('Stream poll failed', error);
      });
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}
