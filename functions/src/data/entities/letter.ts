import { SEND_CHANNELS } from '@taxback/shared';
import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

/** A request letter to one casino for the missing forms of one claim; the PDF is in S3. */
export const letters = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'letter', version: '1', service: SERVICE },
        attributes: {
          applicationId: { type: 'string', required: true, readOnly: true },
          letterId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          casinoSlug: { type: 'string', required: true },
          casinoName: { type: 'string', required: true },
          entryIds: { type: 'list', items: { type: 'string' }, required: true },
          taxYears: { type: 'list', items: { type: 'string' }, required: true },
          fileName: { type: 'string', required: true },
          filePath: { type: 'string', required: true },
          createdBy: { type: 'string', required: true },
          sentOn: { type: 'string' },
          channel: { type: SEND_CHANNELS },
          ...timestamps,
        },
        indexes: {
          byClaim: {
            pk: key('PK', 'APP#${applicationId}', ['applicationId']),
            sk: key('SK', 'LETTER#${letterId}', ['letterId']),
          },
        },
      },
      entityConfiguration(),
    ),
);
