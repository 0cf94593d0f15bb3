import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE } from '../electro';

/** Marks that staff were alerted about one year of one claim, so the daily check alerts once. */
export const deadlineAlerts = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'deadlineAlert', version: '1', service: SERVICE },
        attributes: {
          applicationId: { type: 'string', required: true, readOnly: true },
          taxYear: { type: 'string', required: true, readOnly: true },
          alertedAt: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byClaimYear: {
            pk: key('PK', 'DEADLINE_ALERT#${applicationId}', ['applicationId']),
            sk: key('SK', 'YEAR#${taxYear}', ['taxYear']),
          },
        },
      },
      entityConfiguration(),
    ),
);
