import type { ApplicationStatus, ApplicationAnswers, ClaimPaidChange } from '@taxback/shared';
import { newId } from '../../commons/ids';
import { config } from '../../config';
import {
  type Page,
  isConditionalCheckFailure,
  type ItemOf,
  put,
  type TransactItem,
  update,
  writeAtomically,
} from '../electro';
import { applications } from '../entities/application';
import { pageOptions } from '../paging';

export async function applicationsPage(
  status: ApplicationStatus | null,
  cursor: string | null,
  limit: number,
): Promise<Page<ApplicationItem>> {
  const query = applications().query.allApplications({});
  const filtered = status ? query.where(({ status: field }, { eq }) => eq(field, status)) : query;
  const { data, cursor: next } = await filtered.go({ order: 'desc', cursor, ...pageOptions(limit, status !== null) });
  return { items: data, cursor: next };
}

export async function applicationById(applicationId: string): Promise<ApplicationItem | null> {
  const { data } = await applications().query.byId({ applicationId }).go({ limit: 1 });
  return data[0] ?? null;
}

/**
 * Claims by their keys, in one batch read, by application id; a claim not found is absent. Throws when DynamoDB
 * left keys unread, so that an unread claim is never taken for a missing one.
 */
export async function applicationsByKeys(
  keys: { userId: string; applicationId: string }[],
): Promise<Map<string, ApplicationItem>> {
  const unique = [...new Map(keys.map((key) => [key.applicationId, key])).values()];
  if (unique.length === 0) return new Map();
  const { data, unprocessed } = await applications().get(unique).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} applications were left unread`);
  return new Map(data.map((item) => [item.applicationId, item as ApplicationItem]));
}

type Entity = ReturnType<typeof applications>;

export type ApplicationItem = ItemOf<typeof applications>;

export async function getApplication(userId: string, applicationId: string): Promise<ApplicationItem | null> {
  const { data } = await applications().get({ userId, applicationId }).go();
  return data;
}

/** Stored attributes that answers map onto; a null answer removes the attribute. */
export type ApplicationChanges = Omit<ApplicationAnswers, 'hasItin' | 'itinIsActive' | 'hasAll1042s'> & {
  hasItin?: boolean | null;
  itinIsActive?: ApplicationItem['itinIsActive'] | null;
  hasAll1042s?: boolean | null;
  numMissing1042s?: number;
  estimatedRefundCents?: number | null;
  documentsRequestedDate?: string;
  status?: ApplicationItem['status'];
  currentStep?: number;
  answersVersion?: number;
};

const splitChanges = (changes: ApplicationChanges) => {
  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === null) remove.push(name);
    else set[name] = value;
  }
  return { set, remove };
};

/** Every claim of a customer, newest first (ids sort by time). */
export async function userApplications(userId: string): Promise<ApplicationItem[]> {
  const { data } = await applications().query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
  return data;
}

/**
 * Opens a new claim of a customer who had `claimsSeen` claims when the caller checked that none is in
 * progress. A counter on the customer's lock item, written in the same transaction, makes a concurrent
 * create (a double click, a second tab) fail, so two claims are never opened from the same state. The lock
 * item of the single-claim days (no counter) is taken over as it is.
 */
export async function openApplication(
  userId: string,
  changes: ApplicationChanges,
  claimsSeen: number,
): Promise<ApplicationItem | null> {
  const { set } = splitChanges(changes);
  const applicationId = newId();
  const created = applications()
    .create({ ...set, userId, applicationId } as Parameters<Entity['create']>[0])
    .params();
  const failed = await writeAtomically([
    update({
      TableName: config.tableName,
      Key: { PK: `USER#${userId}`, SK: 'APPLICATION_LOCK' },
      UpdateExpression: 'SET applicationId = :id, claimCount = :next',
      ConditionExpression: 'attribute_not_exists(claimCount) OR claimCount = :seen',
      ExpressionAttributeValues: { ':id': applicationId, ':next': claimsSeen + 1, ':seen': claimsSeen },
    }),
    put(created),
  ]);
  if (failed) return null;
  return getApplication(userId, applicationId);
}

export type UpdateResult =
  | { outcome: 'saved'; application: ApplicationItem }
  | { outcome: 'conflict' | 'missing'; application: ApplicationItem | null };

/** Applies changes when the stored version is still `expectedVersion`, and bumps the version. */
export async function updateApplication(
  userId: string,
  applicationId: string,
  expectedVersion: number,
  changes: ApplicationChanges,
  { repriced = false, unsigned = false }: { repriced?: boolean; unsigned?: boolean } = {},
): Promise<UpdateResult> {
  return writeVersioned(
    { userId, applicationId, version: expectedVersion },
    // A new answers version is counted up in the write itself: a priced upload (which moves it without the
    // version) landing between this save's read and its write is not lost.
    { ...splitChanges(changes), ...(repriced ? { add: { answersVersion: 1 } } : {}), unsigned },
  );
}

/**
 * The one versioned write of an application: sets and removes attributes when the stored version is still
 * the one the caller read, bumps it, and answers with the stored item (no second read). On a lost race it
 * reads the application again, to tell a conflict from a deleted claim.
 */
export async function writeVersioned(
  read: Pick<ApplicationItem, 'userId' | 'applicationId' | 'version'>,
  {
    set,
    remove = [],
    add,
    unsigned = false,
  }: {
    set?: Record<string, unknown>;
    remove?: string[];
    add?: { answersVersion: number };
    /** Write only while the claim holds no signed retrieval authorisation. */
    unsigned?: boolean;
  },
): Promise<UpdateResult> {
  const { userId, applicationId } = read;
  let update = applications()
    .patch({ userId, applicationId })
    .set({ ...set, version: read.version + 1 } as never);
  if (add) update = update.add(add);
  if (remove.length) update = update.remove(remove as never);
  try {
    const { data } = await update
      .where(({ version, retrievalAuthorisedAt }, { eq, notExists }) =>
        unsigned ? `${eq(version, read.version)} AND ${notExists(retrievalAuthorisedAt)}` : eq(version, read.version),
      )
      .go({ response: 'all_new' });
    return { outcome: 'saved', application: data as ApplicationItem };
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const current = await getApplication(userId, applicationId);
    return { outcome: current ? 'conflict' : 'missing', application: current };
  }
}

/**
 * The write that applies a completed payment to its claim (shared/src/payments/completion.ts decides what
 * changes), only while the claim is still in the state and at the answers version the payment is for.
 */
export function paidClaimWrite(
  userId: string,
  applicationId: string,
  paid: ClaimPaidChange<NonNullable<ApplicationItem['coveredLines']>[number]>,
): TransactItem {
  const { awaiting, answersVersion: version } = paid;
  return update(
    applications()
      .patch({ userId, applicationId })
      .set({
        status: paid.to,
        coveredLines: paid.coveredLines,
        ...(paid.paymentCompletedDate ? { paymentCompletedDate: paid.paymentCompletedDate } : {}),
      })
      .add({ version: 1, paidCents: paid.addPaidCents })
      .where(
        ({ status, answersVersion }, { eq, notExists }) =>
          `${eq(status, awaiting)} AND (${eq(answersVersion, version)}${
            version === 0 ? ` OR ${notExists(answersVersion)}` : ''
          })`,
      )
      .params(),
  );
}

/** Paid claims whose return is not yet recorded as submitted to the IRS, rejected ones aside (a daily read of all claims). */
export async function paidClaimsNotSubmitted(): Promise<ApplicationItem[]> {
  const { data } = await applications()
    .query.allApplications({})
    .where(
      ({ paymentCompletedDate, irsSubmissionDate, status }, { exists, notExists, ne }) =>
        `${exists(paymentCompletedDate)} AND ${notExists(irsSubmissionDate)} AND ${ne(status, 'rejected')}`,
    )
    .go({ pages: 'all' });
  return data;
}

/** What the work queues read of each claim (a projection: the audit trail's actions and dates, no forms or answers). */
const QUEUE_ATTRIBUTES = [
  'applicationId',
  'userId',
  'status',
  'taxYears',
  'hasItin',
  'itinIsActive',
  'hasAll1042s',
  'numMissing1042s',
  'num1042sForms',
  'uploadedIdDocsCount',
  'retrievalAuthorisedAt',
  'paymentCompletedDate',
  'paidCents',
  'formsSentDate',
  'formsReceivedDate',
  'irsSubmissionDate',
  'irsApprovalDate',
  'refundIssuedDate',
  'auditTrail',
  'createdAt',
  'updatedAt',
] as const;

/**
 * Every claim, as the queues read it: all pages of the staff index of claims (GSI1, partition `APPS`). That is
 * one Query, not a Scan of the table, but it reads every claim: queue membership depends on today's date
 * (days in stage, deadlines), so no stored key can select it.
 */
export async function claimsForQueues() {
  const { data } = await applications()
    .query.allApplications({})
    .go({ pages: 'all', attributes: [...QUEUE_ATTRIBUTES] });
  return data;
}
