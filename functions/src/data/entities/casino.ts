import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

/**
 * A casino of the directory staff keep for 1042-S copy requests, keyed by its short name (the slug a
 * missing-form entry stores). GSI1 lists the whole directory in one Query.
 */
export const casinos = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'casino', version: '1', service: SERVICE },
        attributes: {
          slug: { type: 'string', required: true, readOnly: true },
          displayName: { type: 'string', required: true },
          legalName: { type: 'string', required: true },
          address: { type: 'string' },
          email: { type: 'string' },
          fax: { type: 'string' },
          requirements: { type: 'list', items: { type: 'string' } },
          notes: { type: 'string' },
          answerDays: { type: 'number', required: true },
          toVerify: { type: 'boolean', required: true, default: true },
          ...timestamps,
        },
        indexes: {
          bySlug: {
            pk: key('PK', 'CASINO#${slug}', ['slug']),
            sk: key('SK', 'CASINO'),
          },
          directory: {
            index: 'GSI1',
            pk: key('GSI1PK', 'CASINOS'),
            sk: key('GSI1SK', '${slug}', ['slug']),
          },
        },
      },
      entityConfiguration(),
    ),
);
