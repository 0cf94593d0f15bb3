import { Entity } from 'electrodb';
import type { CounterDeltas, StatsCounter } from '@taxback/shared';
import { lazy } from '../commons/lazy';
import { entityConfiguration, key, SERVICE } from './electro';

const counter = { type: 'number' } as const;

/** The dashboard counters, kept by the stream processor instead of counting rows. */
export const stats = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'stats', version: '1', service: SERVICE },
        attributes: {
          totalApplications: counter,
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

export async function readStats(): Promise<Stats> {
  const { data } = await stats().get({}).go();
  return {
    totalApplications: data?.totalApplications ?? 0,
    totalUsers: data?.totalUsers ?? 0,
    completedApplications: data?.completedApplications ?? 0,
    uploadedFiles: data?.uploadedFiles ?? 0,
    messages: data?.messages ?? 0,
    unreadMessages: data?.unreadMessages ?? 0,
  };
}

/** The update that adds `deltas` to the counters, for a transaction. */
export const addToStats = (deltas: CounterDeltas) => stats().update({}).add(deltas).params();
