import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import type { CounterDeltas } from '@taxback/shared';
import { documentClient } from './clients';
import { lazy } from '../commons/lazy';
import { entityConfiguration, key, SERVICE } from './electro';
import { addToStats } from './stats';

/** Streams keep records for 24 hours; a marker outlives every possible redelivery of its record. */
const MARKER_TTL_SECONDS = 2 * 24 * 60 * 60;

/** Marks a stream record as processed, so a redelivered record is recognised and skipped. */
export const streamEvents = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'streamEvent', version: '1', service: SERVICE },
        attributes: {
          eventId: { type: 'string', required: true, readOnly: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byEvent: { pk: key('PK', 'STREAM#${eventId}', ['eventId']), sk: key('SK', 'PROCESSED') },
        },
      },
      entityConfiguration(),
    ),
);

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type PutParams = { TableName: string; Item: Record<string, unknown> } & Record<string, unknown>;

const isDuplicateMarker = (error: unknown) => {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return (error as Error).name === 'TransactionCanceledException' && reasons?.[0]?.Code === 'ConditionalCheckFailed';
};

/**
 * Applies the effects of one stream record exactly once: the marker (written only if absent), the
 * counter changes and the puts go in one transaction. False when the record was already applied.
 */
export async function applyOnce(eventId: string, deltas: CounterDeltas, puts: PutParams[]): Promise<boolean> {
  const marker = streamEvents()
    .create({ eventId, expiresAt: Math.floor(Date.now() / 1000) + MARKER_TTL_SECONDS })
    .params() as PutParams;
  const items: TransactItem[] = [
    { Put: marker as never },
    ...(Object.keys(deltas).length ? [{ Update: addToStats(deltas) as never }] : []),
    ...puts.map((put) => ({ Put: put as never })),
  ];
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (isDuplicateMarker(error)) return false;
    throw error;
  }
}
