import type { StatsCounter } from '@taxback/shared';
import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE } from '../electro';

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
