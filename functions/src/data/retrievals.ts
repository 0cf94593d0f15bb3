import { Entity } from 'electrodb';
import { RETRIEVAL_STATUSES, SEND_CHANNELS } from '@taxback/shared';
import { lazy } from '../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps, type ItemOf } from './electro';

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
export type RetrievalItem = ItemOf<typeof retrievals>;

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
export type AuthorisationItem = ItemOf<typeof authorisations>;

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
export type LetterItem = ItemOf<typeof letters>;
