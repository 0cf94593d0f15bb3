import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  addDays,
  CLAIM_DEADLINE,
  claimDeadlineDay,
  daysUntil,
  deadlineWatchKey,
  easternDay,
  isDeadlineNear,
  SEASON,
  SEASON_MONEY,
  SEASON_STAGES,
  SEASON_TOTALS_KEY,
  seasonWeeks,
  stageCounter,
  weekKey,
  type DeadlineWatch,
  type SeasonContribution,
  type SeasonCounters,
  type SeasonDelta,
  type SeasonStage,
  type SeasonView,
} from '@taxback/shared';
import { config } from '../../config';
import { documentClient } from '../clients';
import { partitionItems, remove, update, put, type TransactItem } from '../electro';

/**
 * The season view's aggregate items, all in one partition: the totals, one item per week, and one row per paid
 * claim's year awaiting filing (sorted by its deadline day). Plain items without an entity type: the stream
 * processor never sees its own bookkeeping, and the recount's scan counts nothing of them.
 */
const PARTITION = 'SEASON';

const keyOf = (sortKey: string) => ({ PK: PARTITION, SK: sortKey });

/** The writes that apply one change's delta: counters added, deadline rows written or deleted. */
export function seasonWrites(delta: SeasonDelta): TransactItem[] {
  const counters = Object.entries(delta.counters).map(([sortKey, item]) => {
    const entries = Object.entries(item);
    return update({
      TableName: config.tableName,
      Key: keyOf(sortKey),
      UpdateExpression: `ADD ${entries.map((_, index) => `#c${index} :c${index}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#c${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:c${index}`, value])),
    });
  });
  const rows = delta.deadlinePuts.map((row) =>
    put({ TableName: config.tableName, Item: { ...keyOf(deadlineWatchKey(row)), ...row } }),
  );
  const removals = delta.deadlineRemovals.map((sortKey) =>
    remove({ TableName: config.tableName, Key: keyOf(sortKey) }),
  );
  return [...counters, ...rows, ...removals];
}

const countsOf = (item: Record<string, unknown> | undefined) =>
  Object.fromEntries(SEASON_STAGES.map((stage) => [stage, Number(item?.[stageCounter(stage)] ?? 0)])) as Record<
    SeasonStage,
    number
  >;

const amount = (item: Record<string, unknown> | undefined, name: string) => Number(item?.[name] ?? 0);

const moneyOf = (item: Record<string, unknown> | undefined) =>
  Object.fromEntries(SEASON_MONEY.map((name) => [name, amount(item, name)])) as Record<
    (typeof SEASON_MONEY)[number],
    number
  >;

/** The years whose near deadline the totals can name: a claim's years lie within the last few. */
function nearYearsTotal(totals: Record<string, unknown> | undefined, now: Date): number {
  let total = 0;
  for (const [name, value] of Object.entries(totals ?? {})) {
    const match = /^awaiting_(\d{4})$/.exec(name);
    if (match && isDeadlineNear(claimDeadlineDay(Number(match[1])), now)) total += Number(value);
  }
  return total;
}

/**
 * The season view from its aggregates: one GetItem (totals) and two bounded Queries (the weeks shown; the
 * nearest deadlines), whatever the number of claims.
 */
export async function readSeason(now: Date): Promise<SeasonView> {
  const weeks = seasonWeeks(now, SEASON.weeks);
  const today = easternDay(now);
  const lastDay = addDays(today, CLAIM_DEADLINE.staffAlertDaysBefore);
  const client = documentClient();
  const [totals, weekItems, deadlineItems] = await Promise.all([
    client.send(new GetCommand({ TableName: config.tableName, Key: keyOf(SEASON_TOTALS_KEY) })),
    client.send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': PARTITION, ':from': weekKey(weeks[0]!), ':to': weekKey(weeks.at(-1)!) },
        Limit: SEASON.weeks,
      }),
    ),
    client.send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': PARTITION,
          ':from': `DEADLINE#${today}`,
          ':to': `DEADLINE#${lastDay}#\uffff`,
        },
        Limit: SEASON.deadlineListLimit,
      }),
    ),
  ]);
  const byWeek = new Map((weekItems.Items ?? []).map((item) => [String(item.SK), item]));
  const total = totals.Item;
  return {
    weeks: weeks.map((weekStart) => {
      const item = byWeek.get(weekKey(weekStart));
      return { weekStart, stages: countsOf(item), ...moneyOf(item) };
    }),
    stageTotals: countsOf(total),
    money: moneyOf(total),
    funnel: {
      formsMissing: amount(total, 'formsMissing'),
      formsAuthorised: amount(total, 'formsAuthorised'),
      lettersSent: amount(total, 'lettersSent'),
      copiesReceived: amount(total, 'copiesReceived'),
      formsNotAvailable: amount(total, 'formsNotAvailable'),
    },
    deadlines: {
      total: nearYearsTotal(total, now),
      items: (deadlineItems.Items ?? []).map((item) => {
        const row = item as unknown as DeadlineWatch;
        return {
          applicationId: row.applicationId,
          taxYear: row.taxYear,
          deadlineDay: row.deadlineDay,
          daysLeft: daysUntil(row.deadlineDay, now),
          stage: row.stage,
        };
      }),
    },
    generatedAt: now.toISOString(),
  };
}

/** Every aggregate item as stored, by sort key (the recount's comparison, and its clean-up). */
export async function seasonItems(): Promise<Map<string, Record<string, unknown>>> {
  return new Map((await partitionItems(PARTITION)).map((item) => [String(item.SK), item]));
}

/** The items a recount's totals make: counters without their zeros, and one row per deadline watched. */
export function seasonItemsOf(totals: SeasonContribution): Map<string, Record<string, unknown>> {
  const items = new Map<string, Record<string, unknown>>();
  for (const [sortKey, counters] of Object.entries(totals.counters)) {
    const kept: SeasonCounters = Object.fromEntries(Object.entries(counters).filter(([, value]) => value !== 0));
    if (Object.keys(kept).length) items.set(sortKey, { ...keyOf(sortKey), ...kept });
  }
  for (const row of totals.deadlines) items.set(deadlineWatchKey(row), { ...keyOf(deadlineWatchKey(row)), ...row });
  return items;
}

async function batchWrite(requests: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < requests.length; start += 25) {
    let pending: Record<string, unknown>[] | undefined = requests.slice(start, start + 25);
    for (let attempt = 0; pending?.length; attempt += 1) {
      if (attempt > 8) throw new Error('The season aggregates could not be written');
      const answer = await documentClient().send(
        new BatchWriteCommand({ RequestItems: { [config.tableName]: pending as never } }),
      );
      pending = answer.UnprocessedItems?.[config.tableName] as Record<string, unknown>[] | undefined;
      if (pending?.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}

/** Replaces the stored aggregates with a recount's: every item written again, those no longer made deleted. */
export async function storeSeason(totals: SeasonContribution): Promise<void> {
  const wanted = seasonItemsOf(totals);
  const stored = await seasonItems();
  await batchWrite([
    ...[...wanted.values()].map((Item) => ({ PutRequest: { Item } })),
    ...[...stored.keys()]
      .filter((sortKey) => !wanted.has(sortKey))
      .map((sortKey) => ({
        DeleteRequest: { Key: keyOf(sortKey) },
      })),
  ]);
}
