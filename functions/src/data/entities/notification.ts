import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { correlation, entityConfiguration, key, nowIso, SERVICE } from '../electro';

const listedSortKey = key('GSI1SK', '${createdAt}#${userId}#${eventType}', ['createdAt', 'userId', 'eventType']);

/**
 * An admin notification: the newest activity of one type by one customer. Keyed on user and event
 * type, so a later event of the same type replaces the earlier one (an upsert) and a replayed stream
 * record changes nothing. GSI1 lists active and archived notifications newest first; GSI2 holds only
 * the unread active ones (a sparse index), for the badge count and "mark all read".
 * Changes are whole-item puts, so ElectroDB re-evaluates the sparse index's condition each time.
 */
export const notifications = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'notification', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true, readOnly: true },
          eventType: { type: 'string', required: true, readOnly: true },
          userName: { type: 'string', required: true },
          detail: { type: 'string' },
          applicationId: { type: 'string' },
          isRead: { type: 'boolean', required: true, default: false },
          state: { type: ['active', 'archived'] as const, required: true, default: 'active' },
          archivedAt: { type: 'string' },
          createdAt: { type: 'string', required: true, default: nowIso },
          ...correlation,
        },
        indexes: {
          byUser: {
            pk: key('PK', 'USER#${userId}', ['userId']),
            sk: key('SK', 'NOTIF#${eventType}', ['eventType']),
          },
          listed: {
            index: 'GSI1',
            pk: key('GSI1PK', 'NOTIFS#${state}', ['state']),
            sk: listedSortKey,
          },
          unread: {
            index: 'GSI2',
            condition: (item) => item.isRead === false && item.state === 'active',
            pk: key('GSI2PK', 'NOTIFS#unread'),
            sk: { ...listedSortKey, field: 'GSI2SK' },
          },
        },
      },
      entityConfiguration(),
    ),
);
