import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, requiredListOf, SERVICE, timestamps } from '../electro';

/** The Form 2848 representatives staff keep (one item): each customer's worksheet names them. */
export const representativeSettings = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'representativeSettings', version: '1', service: SERVICE },
        attributes: {
          representatives: requiredListOf({
            name: { type: 'string', required: true },
            cafNumber: { type: 'string', required: true },
            ptin: { type: 'string', required: true },
            designation: { type: 'string', required: true },
            jurisdiction: { type: 'string' },
            licenceNumber: { type: 'string' },
            address: { type: 'string' },
            telephone: { type: 'string' },
          }),
          signedFormsAddress: { type: 'string' },
          updatedBy: { type: 'string' },
          ...timestamps,
        },
        indexes: {
          setting: {
            pk: key('PK', 'SETTINGS'),
            sk: key('SK', 'REPRESENTATIVES'),
          },
        },
      },
      entityConfiguration(),
    ),
);
