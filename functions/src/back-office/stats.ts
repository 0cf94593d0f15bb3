import { STATS_RECOUNT, type StatsRecount } from '@taxback/shared';
import { newId } from '../commons/ids';
import { readSeason } from '../data/stores/season';
import { latestRecount, recordRecountRequest, type StatsRecountItem } from '../data/stores/stats-recount';
import { readStats } from '../data/stores/stats';
import { ok, operation } from '../http/lambda-handler';

const recountView = (item: StatsRecountItem): StatsRecount => ({
  recountId: item.recountId,
  status: item.status,
  createdAt: item.createdAt,
  finishedAt: item.finishedAt ?? null,
});

/** The five stat cards, from counters the stream processor keeps (no counting of rows per request). */
export const getDashboardStats = operation('getDashboardStats', async () => ok(await readStats()));

/** The season view, from a bounded number of aggregate items (no scan, whatever the number of claims). */
export const getSeasonView = operation('getSeasonView', async () => ok(await readSeason(new Date())));

const isStillCounting = (item: StatsRecountItem | null): item is StatsRecountItem =>
  item?.status === 'counting' && Date.now() - Date.parse(item.createdAt) < STATS_RECOUNT.staleMinutes * 60_000;

/** Starts a recount (the jobs function does it); one still counting is answered instead of a second. */
export const recountDashboardStats = operation('recountDashboardStats', async ({ caller }) => {
  const latest = await latestRecount();
  if (isStillCounting(latest)) return { status: 202 as const, body: recountView(latest) };
  const created = await recordRecountRequest({
    recountId: newId(),
    requestedBy: caller.email,
    expiresAt: Math.floor(Date.now() / 1000) + STATS_RECOUNT.recordHours * 60 * 60,
  });
  return { status: 202 as const, body: recountView(created) };
});

export const getStatsRecount = operation('getStatsRecount', async () => {
  const latest = await latestRecount();
  return ok({ recount: latest ? recountView(latest) : null });
});
