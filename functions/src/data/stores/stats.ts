import { STATS_COUNTERS, type CounterDeltas, type StatsCounter } from '@taxback/shared';
import { stats } from '../entities/stats';

export type Stats = Record<StatsCounter, number>;

export const zeroStats = (): Stats => Object.fromEntries(STATS_COUNTERS.map((counter) => [counter, 0])) as Stats;

export async function readStats(): Promise<Stats> {
  const { data } = await stats().get({}).go();
  return { ...zeroStats(), ...data };
}

/** The update that adds `deltas` to the counters, for a transaction. */
export const addToStats = (deltas: CounterDeltas) => stats().update({}).add(deltas).params();
