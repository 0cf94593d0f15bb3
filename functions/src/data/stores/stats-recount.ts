import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import {
  addContribution,
  counterDeltas,
  seasonContribution,
  type SeasonContribution,
  type StatsCounter,
} from '@taxback/shared';
import { config } from '../../config';
import { documentClient } from '../clients';
import { nowIso, type ItemOf } from '../electro';
import { stats } from '../entities/stats';
import { statsRecounts } from '../entities/stats-recount';
import { storeSeason } from './season';
import { type Stats, zeroStats } from './stats';

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
