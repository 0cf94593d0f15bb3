import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

/** The customer's signed authorisation for a claim: one per claim, never changed once written. */
export const authorisations = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'authorisation', version: '1', service: SERVICE },
        attributes: {
          applicationId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          fullName: { type: 'string', required: true },
          signedOn: { type: 'string', required: true },
          signedAt: { type: 'string', required: true },
          ipAddress: { type: 'string', required: true },
          userAgent: { type: 'string', required: true },
          forms: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                entryId: { type: 'string', required: true },
                casinoName: { type: 'string', required: true },
                date: { type: 'string', required: true },
                amountWonCents: { type: 'number' },
              },
            },
          },
          ...timestamps,
        },
        indexes: {
          byClaim: {
            pk: key('PK', 'APP#${applicationId}', ['applicationId']),
            sk: key('SK', 'AUTHORISATION'),
          },
        },
      },
      entityConfiguration(),
    ),
);
