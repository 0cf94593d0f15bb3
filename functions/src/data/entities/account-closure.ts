import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

/**
 * An account closure: done at once when no claim is being filed, else a request staff finish. Its id is
 * the tombstone under which the kept records live; the user id and user name are removed once it is done.
 * Each step is recorded in `steps`. GSI1 lists closures by state, oldest first, for staff.
 */
export const accountClosures = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'accountClosure', version: '1', service: SERVICE },
        attributes: {
          closureId: { type: 'string', required: true, readOnly: true },
          state: { type: ['requested', 'closed'] as const, required: true },
          userId: { type: 'string' },
          username: { type: 'string' },
          /** For staff to recognise a pending request; removed once it is done. */
          displayName: { type: 'string' },
          requestedBy: { type: 'string', required: true },
          closedBy: { type: 'string' },
          closedAt: { type: 'string' },
          retainedUntil: { type: 'string' },
          steps: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                at: { type: 'string', required: true },
                step: { type: 'string', required: true },
                count: { type: 'number' },
              },
            },
          },
          ...timestamps,
        },
        indexes: {
          byId: { pk: key('PK', 'CLOSURE#${closureId}', ['closureId']), sk: key('SK', 'CLOSURE') },
          byState: {
            index: 'GSI1',
            pk: key('GSI1PK', 'CLOSURES#${state}', ['state']),
            sk: key('GSI1SK', '${createdAt}#${closureId}', ['createdAt', 'closureId']),
          },
        },
      },
      entityConfiguration(),
    ),
);
