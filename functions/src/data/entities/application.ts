import { APPLICATION_STATUSES, DELIVERY_PREFERENCES, ITIN_ACTIVITY, MARITAL_STATUSES } from '@taxback/shared';
import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';
import { feeLineList } from './fee-lines';

/**
 * A customer's claim application. Its id sorts by time, so a user's newest application is the first of
 * a descending Query, and the key (user + id) can only ever reach the caller's own items. Staff list
 * them on GSI1 and find one by id alone on GSI2.
 */
export const applications = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'application', version: '1', service: SERVICE },
        attributes: {
          applicationId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          status: {
            type: APPLICATION_STATUSES,
            required: true,
            default: 'draft',
          },
          currentStep: { type: 'number' },
          hasItin: { type: 'boolean' },
          itinIsActive: { type: ITIN_ACTIVITY },
          itinLastFiledYear: { type: 'string' },
          taxYears: { type: 'list', items: { type: 'string' } },
          hasAll1042s: { type: 'boolean' },
          missingForms: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                id: { type: 'string', required: true },
                date: { type: 'string' },
                winType: { type: 'string' },
                amountWonCents: { type: 'number' },
                withholdingCents: { type: 'number' },
                city: { type: 'string' },
                casino: { type: 'string' },
                casinoOther: { type: 'string' },
                playerCardNumber: { type: 'string' },
                additionalInfo: { type: 'string' },
              },
            },
          },
          numMissing1042s: { type: 'number' },
          num1042sForms: { type: 'number', default: 0 },
          /** Forms 1042-S staff obtained from casinos: counted as forms, paid as missing-form retrieval. */
          numRetrieved1042s: { type: 'number' },
          /** Set when the customer signs the retrieval authorisation (the authorisation item holds the rest). */
          retrievalAuthorisedAt: { type: 'string' },
          uploadedIdDocsCount: { type: 'number', default: 0 },
          /** Staff's check of the customer against one of their ID uploads: retrieval waits for it. */
          identityCheck: {
            type: 'map',
            properties: {
              checkedAt: { type: 'string', required: true },
              checkedBy: { type: 'string', required: true },
              documentId: { type: 'string', required: true },
              fileName: { type: 'string', required: true },
              nameOnDocument: { type: 'string', required: true },
              profileName: { type: 'string', required: true },
            },
          },
          documentsRequestedDate: { type: 'string' },
          formDeliveryPreference: { type: DELIVERY_PREFERENCES },
          paymentCompletedDate: { type: 'string' },
          formsSentDate: { type: 'string' },
          formsReceivedDate: { type: 'string' },
          /** An original passport sent with a W-7: when staff received it, and when they sent it back. */
          passportReceivedDate: { type: 'string' },
          passportReturnedDate: { type: 'string' },
          forms1042sReceivedDate: { type: 'string' },
          auditTrail: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                at: { type: 'string', required: true },
                by: { type: 'string', required: true },
                action: { type: 'string', required: true },
                detail: { type: 'string' },
              },
            },
          },
          irsSubmissionDate: { type: 'string' },
          irsApprovalDate: { type: 'string' },
          refundIssuedDate: { type: 'string' },
          estimatedRefundCents: { type: 'number' },
          /** Set when staff entered the estimate themselves; the computed one no longer replaces it. */
          estimatedRefundOverridden: { type: 'boolean' },
          form1042sEntries: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                id: { type: 'string', required: true },
                taxYear: { type: 'string', required: true },
                game: { type: 'string', required: true },
                winningsCents: { type: 'number', required: true },
                federalWithheldCents: { type: 'number', required: true },
                withholdingAgentName: { type: 'string' },
                withholdingAgentEin: { type: 'string' },
                incomeCode: { type: 'string' },
                totalWithholdingCreditCents: { type: 'number' },
                documentId: { type: 'string' },
                missingFormId: { type: 'string' },
              },
            },
          },
          lossesByYear: { type: 'any' },
          /** The residency answers the screening reads (shared/src/tax/screening.ts); year-keyed ones as maps. */
          countryOfResidence: { type: 'string' },
          everUsCitizenOrGreenCard: { type: 'boolean' },
          daysInUs: { type: 'any' },
          closerConnection8840Filed: { type: 'any' },
          ssnEligible: { type: 'boolean' },
          returnAlreadyFiled: { type: 'any' },
          maritalStatus: { type: MARITAL_STATUSES },
          /** Counts changes of what sets the price (answers, priced uploads); a checkout's quote names the one it priced. */
          answersVersion: { type: 'number' },
          /** The fee lines the completed payments cover; a reopened claim owes the difference with its new answers. */
          coveredLines: feeLineList,
          /** Everything paid for this claim, top-ups included, in cents. */
          paidCents: { type: 'number' },
          version: { type: 'number', required: true, default: 1 },
          ...timestamps,
        },
        indexes: {
          byUser: {
            pk: key('PK', 'USER#${userId}', ['userId']),
            sk: key('SK', 'APP#${applicationId}', ['applicationId']),
          },
          allApplications: {
            index: 'GSI1',
            pk: key('GSI1PK', 'APPS'),
            sk: key('GSI1SK', '${createdAt}#${applicationId}', ['createdAt', 'applicationId']),
          },
          byId: {
            index: 'GSI2',
            pk: key('GSI2PK', 'APP#${applicationId}', ['applicationId']),
            sk: key('GSI2SK', 'APP'),
          },
        },
      },
      entityConfiguration(),
    ),
);
