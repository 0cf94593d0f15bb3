import type { ApplicationAnswers } from '@taxback/shared';
import { newId } from '../commons/ids';
import { config } from '../config';
import { applications } from './applications';
import { isConditionalCheckFailure, type ItemOf, put, update, writeAtomically } from './electro';

type Entity = ReturnType<typeof applications>;
export type ApplicationItem = ItemOf<typeof applications>;

export async function getApplication(userId: string, applicationId: string): Promise<ApplicationItem | null> {
  const { data } = await applications().get({ userId, applicationId }).go();
  return data;
}

/** A claim by its id alone (staff know no customer id). */
export async function applicationById(applicationId: string): Promise<ApplicationItem | null> {
  const { data } = await applications().query.byId({ applicationId }).go({ limit: 1 });
  return data[0] ?? null;
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
