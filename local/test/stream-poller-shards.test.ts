import { afterEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';
import { localSettings } from '../src/settings';
import { startStreamPoller } from '../src/streams/stream-poller';

// DynamoDB Local cannot be made to close a shard on demand: its answers are mocked here. This project's
// files share one module cache, so the mocks are restored after each test.
const table = mockClient(DynamoDBClient);
const streams = mockClient(DynamoDBStreamsClient);
afterEach(() => {
  table.restore();
  streams.restore();
});

const streamArn = 'arn:aws:dynamodb:ca-central-1:000000000000:table/t/stream/1';
const record = (id: string) => ({ eventID: id, eventName: 'INSERT' as const, dynamodb: { SequenceNumber: id } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the local stream poller, as shards come and go', () => {
  it('reads a shard opened after another closed from its start, without listing the shards on every poll', async () => {
    table.on(DescribeTableCommand).resolves({ Table: { LatestStreamArn: streamArn } });
    streams
      .on(DescribeStreamCommand)
      .resolvesOnce({ StreamDescription: { Shards: [{ ShardId: 'first' }] } })
      .resolves({ StreamDescription: { Shards: [{ ShardId: 'first' }, { ShardId: 'second' }] } });
    streams.on(GetShardIteratorCommand, { ShardId: 'first' }).resolves({ ShardIterator: 'first-0' });
    streams.on(GetShardIteratorCommand, { ShardId: 'second' }).resolves({ ShardIterator: 'second-0' });
    streams.on(GetRecordsCommand).resolves({ Records: [] });
    streams.on(GetRecordsCommand, { ShardIterator: 'first-0' }).resolves({ Records: [], NextShardIterator: 'first-1' });
    // The first shard's last records come with no next iterator: it is closed.
    streams.on(GetRecordsCommand, { ShardIterator: 'first-1' }).resolves({ Records: [record('a')] });
    streams
      .on(GetRecordsCommand, { ShardIterator: 'second-0' })
      .resolves({ Records: [record('b')], NextShardIterator: 'second-1' });
    streams
      .on(GetRecordsCommand, { ShardIterator: 'second-1' })
      .resolves({ Records: [], NextShardIterator: 'second-1' });

    const seen: DynamoDBRecord[] = [];
    const poller = await startStreamPoller(localSettings('test'), async (event) => void seen.push(...event.Records));
    await pause(1_500);
    await poller.stop();

    expect(seen.map((delivered) => delivered.eventID)).toEqual(['a', 'b']);
    const positions = streams
      .commandCalls(GetShardIteratorCommand)
      .map((call) => [call.args[0].input.ShardId, call.args[0].input.ShardIteratorType]);
    expect(positions).toEqual([
      ['first', 'LATEST'],
      ['second', 'TRIM_HORIZON'],
    ]);
    // Six polls or so in 1.5 s: the shards were listed at the start and when the first one closed.
    expect(streams.commandCalls(GetRecordsCommand).length).toBeGreaterThan(4);
    expect(streams.commandCalls(DescribeStreamCommand)).toHaveLength(2);
  });
});
