import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import {
  addContribution,
  counterDeltas,
  seasonContribution,
  STATS_COUNTERS,
  type CounterDeltas,
  type SeasonContribution,
  type StatsCounter,
} from '@taxback/shared';
import { lazy } from '../commons/lazy';
import { config } from '../config';
import { documentClient } from './clients';
import { entityConfiguration, key, nowIso, SERVICE, timestamps, type ItemOf } from './electro';
import { storeSeason } from './season';

const counter = { type: 'number' } as const;

/** The dashboard counters, kept by the stream processor instead of counting rows. */
export const stats = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'stats', version: '1', service: SERVICE },
        attributes: {
          totalApplications: counter,
          untouchedDrafts: counter,
          totalUsers: counter,
          completedApplications: counter,
          uploadedFiles: counter,
          messages: counter,
          unreadMessages: counter,
        } satisfies Record<StatsCounter, typeof counter>,
        indexes: {
          global: { pk: key('PK', 'STATS'), sk: key('SK', 'global') },
        },
      },
      entityConfiguration(),
    ),
);

export type Stats = Record<StatsCounter, number>;

const zeroStats = (): Stats => Object.fromEntries(STATS_COUNTERS.map((counter) => [counter, 0])) as Stats;

export async function readStats(): Promise<Stats> {
  const { data } = await stats().get({}).go();
  return { ...zeroStats(), ...data };
}

/** The update that adds `deltas` to the counters, for a transaction. */
export const addToStats = (deltas: CounterDeltas) => stats().update({}).add(deltas).params();

/**
 * A recount of the counters from the items themselves, asked for by staff when a counter's meaning changes
 * (or it drifted). The jobs function counts when the item appears in the stream; TTL removes the record.
 */
export const statsRecounts = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'statsRecount', version: '1', service: SERVICE },
        attributes: {
          recountId: { type: 'string', required: true, readOnly: true },
          status: { type: ['counting', 'done', 'failed'] as const, required: true, default: 'counting' },
          requestedBy: { type: 'string', required: true },
          finishedAt: { type: 'string' },
          expiresAt: { type: 'number', required: true },
          ...timestamps,
        },
        indexes: {
          byId: { pk: key('PK', 'STATS'), sk: key('SK', 'RECOUNT#${recountId}', ['recountId']) },
        },
      },
      entityConfiguration(),
    ),
);
export type StatsRecountItem = ItemOf<typeof statsRecounts>;

export const latestRecount = async (): Promise<StatsRecountItem | null> =>
  (await statsRecounts().query.byId({}).go({ order: 'desc', limit: 1 })).data[0] ?? null;

export async function recordRecountRequest(request: {
  recountId: string;
  requestedBy: string;
  expiresAt: number;
}): Promise<StatsRecountItem> {
  const { data } = await statsRecounts()
    .create({ ...request, status: 'counting' })
    .go();
  return data as StatsRecountItem;
}

export const finishRecount = (recountId: string, status: 'done' | 'failed') =>
  statsRecounts().patch({ recountId }).set({ status, finishedAt: nowIso() }).go();

/**
 * Counts every item as if each had just been inserted, with the same rules the stream processor applies to
 * changes, and stores the totals: the dashboard counters and the season's aggregates, from one scan. A change
 * the stream applies while the scan runs may be counted twice or not at all: a quiet moment gives exact figures.
 */
export async function recountStats(): Promise<Stats> {
  const totals = zeroStats();
  const season: SeasonContribution = { counters: {}, deadlines: [] };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      // Whole items: a projection would cost the same read units and miss whatever counterDeltas reads next.
      new ScanCommand({ TableName: config.tableName, ExclusiveStartKey: startKey }),
    );
    for (const item of page.Items ?? []) {
      const entity = String(item.__edb_e__ ?? '');
      const deltas = counterDeltas({ kind: 'INSERT', entity, after: item });
      for (const [counter, delta] of Object.entries(deltas) as [StatsCounter, number][]) totals[counter] += delta;
      addContribution(season, seasonContribution(entity, item));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await stats().put(totals).go();
  await storeSeason(season);
  return totals;
}
