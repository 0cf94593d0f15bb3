import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

/** A file a customer uploaded (or the server generated), stored in S3 under the user's prefix. */
export const documents = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'document', version: '1', service: SERVICE },
        attributes: {
          documentId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          fileName: { type: 'string', required: true },
          filePath: { type: 'string', required: true },
          fileType: { type: 'string', required: true },
          sizeBytes: { type: 'number', required: true },
          /** Generated: our worksheet (not for signature); ToSign: an official form staff prepared for signature. */
          category: {
            type: ['ID', 'Form', 'LossEvidence', 'Generated', 'ToSign', 'SignedScan'] as const,
            required: true,
          },
          officialForm: { type: ['w7', '1040nr', '2848', '8821'] as const },
          taxYear: { type: 'string' },
          userName: { type: 'string' },
          /** The claim the file belongs to; files of the single-claim days have none (their only claim). */
          applicationId: { type: 'string' },
          ...timestamps,
        },
        indexes: {
          byUser: {
            pk: key('PK', 'USER#${userId}', ['userId']),
            sk: key('SK', 'DOC#${documentId}', ['documentId']),
          },
          allDocuments: {
            index: 'GSI1',
            pk: key('GSI1PK', 'DOCS'),
            sk: key('GSI1SK', '${createdAt}#${documentId}', ['createdAt', 'documentId']),
          },
        },
      },
      entityConfiguration(),
    ),
);
