import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

/**
 * A copy of everything held about a customer, asked for by them or by staff. The jobs function builds
 * the ZIP when the item appears (from the table's stream) and marks it ready; TTL removes the record.
 */
export const dataExports = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'dataExport', version: '1', service: SERVICE },
        attributes: {
          exportId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          status: { type: ['preparing', 'ready', 'failed'] as const, required: true, default: 'preparing' },
          /** Who asked: the customer, or the staff member's email. */
          requestedBy: { type: 'string', required: true },
          /** Where the ready mail goes. */
          notify: { type: 'string', required: true },
          objectKey: { type: 'string' },
          readyAt: { type: 'string' },
          expiresAt: { type: 'number', required: true },
          ...timestamps,
        },
        indexes: {
          byUser: {
            pk: key('PK', 'USER#${userId}', ['userId']),
            sk: key('SK', 'EXPORT#${exportId}', ['exportId']),
          },
        },
      },
      entityConfiguration(),
    ),
);
