import { DOCUMENT_CATEGORIES } from '@taxback/shared';
import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

/**
 * An upload the API has presigned and not yet seen confirmed. Confirming consumes it, so a file is
 * recorded once, and only at a key the API chose. TTL removes tickets never used.
 */
export const uploadTickets = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'uploadTicket', version: '1', service: SERVICE },
        attributes: {
          uploadId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          /** A customer's upload, or an official form staff put on a claim for signature (ToSign). */
          category: { type: [...DOCUMENT_CATEGORIES, 'ToSign'] as const, required: true },
          officialForm: { type: ['w7', '1040nr', '2848', '8821'] as const },
          taxYear: { type: 'string' },
          fileName: { type: 'string', required: true },
          filePath: { type: 'string', required: true },
          extension: { type: 'string', required: true },
          /** The claim the file belongs to (set when the customer named it, else the claim being worked on). */
          applicationId: { type: 'string' },
          expiresAt: { type: 'number', required: true },
          ...timestamps,
        },
        indexes: {
          byUser: {
            pk: key('PK', 'USER#${userId}', ['userId']),
            sk: key('SK', 'UPLOAD#${uploadId}', ['uploadId']),
          },
        },
      },
      entityConfiguration(),
    ),
);
