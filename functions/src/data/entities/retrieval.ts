import { RETRIEVAL_STATUSES, SEND_CHANNELS } from '@taxback/shared';
import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

const historyLine = {
  type: 'map',
  properties: {
    at: { type: 'string', required: true },
    event: { type: 'string', required: true },
    from: { type: 'string', required: true },
    to: { type: 'string', required: true },
    by: { type: 'string', required: true },
    note: { type: 'string' },
  },
} as const;

/**
 * The retrieval of one missing Form 1042-S of a claim, created when the customer signs the
 * authorisation. It keeps a copy of what the customer described, so later edits cannot change what
 * was requested. GSI1 lists entries by status, soonest follow-up first: staff work lists and the
 * follow-up timer read it.
 */
export const retrievals = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'retrieval', version: '1', service: SERVICE },
        attributes: {
          applicationId: { type: 'string', required: true, readOnly: true },
          entryId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          /** The directory casino letters go to; empty while an "other" casino is not mapped. */
          casinoSlug: { type: 'string' },
          casinoName: { type: 'string', required: true },
          casinoOther: { type: 'string' },
          playerCardNumber: { type: 'string' },
          date: { type: 'string' },
          winType: { type: 'string' },
          amountWonCents: { type: 'number' },
          withholdingCents: { type: 'number' },
          status: { type: RETRIEVAL_STATUSES, required: true, default: 'to_request' },
          followUpOn: { type: 'string' },
          /** The day the list sorts on: the follow-up date while one is set, else the last change. */
          sortDay: { type: 'string', required: true },
          requestedAt: { type: 'string' },
          channel: { type: SEND_CHANNELS },
          letterId: { type: 'string' },
          documentId: { type: 'string' },
          history: { type: 'list', items: historyLine },
          version: { type: 'number', required: true, default: 1 },
          ...timestamps,
        },
        indexes: {
          byClaim: {
            pk: key('PK', 'APP#${applicationId}', ['applicationId']),
            sk: key('SK', 'RETRIEVAL#${entryId}', ['entryId']),
          },
          byStatus: {
            index: 'GSI1',
            pk: key('GSI1PK', 'RETRIEVALS#${status}', ['status']),
            sk: key('GSI1SK', '${sortDay}#${applicationId}#${entryId}', ['sortDay', 'applicationId', 'entryId']),
          },
        },
      },
      entityConfiguration(),
    ),
);
