import type { CounterDeltas } from '@taxback/shared';
import { put, update, writeAtomically, type TransactItem, type WriteParams } from '../electro';
import { streamEvents } from '../entities/stream-event';
import { addToStats } from './stats';

/** Streams keep records for 24 hours; a marker outlives every possible redelivery of its record. */
const MARKER_TTL_SECONDS = 2 * 24 * 60 * 60;

/**
 * Applies the effects of one stream record exactly once: the marker (written only if absent), the
 * counter changes, the puts and any other writes (the season's aggregates) go in one transaction. False
 * when the record was already applied.
 */
export async function applyOnce(
  eventId: string,
  deltas: CounterDeltas,
  puts: WriteParams[],
  writes: TransactItem[] = [],
): Promise<boolean> {
  const marker = streamEvents()
    .create({ eventId, expiresAt: Math.floor(Date.now() / 1000) + MARKER_TTL_SECONDS })
    .params();
  const refused = await writeAtomically([
    put(marker),
    ...(Object.keys(deltas).length ? [update(addToStats(deltas))] : []),
    ...puts.map(put),
    ...writes,
  ]);
  if (refused === null) return true;
  if (refused[0] === 'ConditionalCheckFailed') return false;
  throw new Error(`The effects of stream record ${eventId} were refused: ${refused.join(', ')}`);
}
