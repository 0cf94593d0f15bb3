import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';

let sequence = 1_000;

type Image = Record<string, unknown>;

/** A stream record as Lambda receives it, for an item of `entity` (ElectroDB's type attribute added). */
export function streamRecord(
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  entity: string,
  images: { before?: Image; after?: Image },
): DynamoDBRecord {
  const image = (item: Image | undefined) =>
    item
      ? (marshall({ ...item, __edb_e__: entity, __edb_v__: '1' }, { removeUndefinedValues: true }) as never)
      : undefined;
  const keys = images.after ?? images.before ?? {};
  return {
    eventID: randomUUID(),
    eventName,
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'us-east-1',
    eventSourceARN: 'arn:aws:dynamodb:us-east-1:000000000000:table/test/stream/2026',
    dynamodb: {
      Keys: marshall({ PK: `USER#${String(keys.userId)}`, SK: entity }) as never,
      NewImage: image(images.after),
      OldImage: image(images.before),
      SequenceNumber: String((sequence += 1)),
      SizeBytes: 100,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}
