import { setTimeout } from 'node:timers/promises';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Entity, EntityItem } from 'electrodb';
import { documentClient, electroDbDocumentClient } from './clients';
import { currentCorrelationId } from '../commons/correlation';
import { config } from '../config';
import { isConditionalCheckFailure } from './errors';

export { isConditionalCheckFailure, isItemTooLarge } from './errors';

/** Shared options for every entity: the one table, the one client, and readable keys. */
export const entityConfiguration = (): {
  table: string;
  client: DynamoDBClient;
} => ({
  table: config.tableName,
  client: electroDbDocumentClient() as DynamoDBClient,
});

export const SERVICE = 'taxback';

/** A key field built from a template, kept exactly as written (ElectroDB lower-cases by default). */
export const key = <const C extends string[] = []>(field: string, template: string, composite?: C) => ({
  field,
  template,
  composite: (composite ?? []) as C,
  casing: 'none' as const,
});

export const nowIso = () => new Date().toISOString();

/**
 * The correlation id of the request (or stream record, or scheduled run) that last wrote the item: the
 * stream processor logs the item's changes under it. Outside one the id is left out, so the item keeps
 * the one it had. ElectroDB leaves out an attribute whose default or setter gives undefined (its types
 * only say `string`).
 */
export const correlation = {
  correlationId: {
    type: 'string',
    default: () => currentCorrelationId() as string,
    set: () => currentCorrelationId() as string,
    watch: '*',
  },
} as const;

/** When the item was created and last changed, and the correlation id of its last write (see above). */
export const timestamps = {
  createdAt: {
    type: 'string',
    required: true,
    readOnly: true,
    default: nowIso,
  },
  updatedAt: {
    type: 'string',
    required: true,
    default: nowIso,
    set: nowIso,
    watch: '*',
  },
  ...correlation,
} as const;

/** A required list of maps with these properties: staff's settings items hold their entries so. */
export const requiredListOf = <const P extends Record<string, { type: string; required?: boolean }>>(properties: P) =>
  ({ type: 'list', required: true, items: { type: 'map', properties } }) as const;

/** One page of a listing, and the cursor of the next one (null on the last page). */
export interface Page<T> {
  items: T[];
  cursor: string | null;
}

export interface PageRequest {
  limit: number;
  cursor?: string;
}

/** The stored item of an entity, fully typed (ElectroDB's `go()` is generic, so its return type cannot be derived). */
export type ItemOf<F extends () => Entity<any, any, any, any>> = EntityItem<ReturnType<F>>;

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
/** Write parameters ElectroDB built with `.params()`, for use inside a transaction. */
export type WriteParams = Record<string, any>;

/** Every item of one partition of the table, raw (whatever entity each is), read page by page. */
export async function partitionItems(pk: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export const put = (params: WriteParams): TransactItem => ({ Put: params as never });
export const update = (params: WriteParams): TransactItem => ({ Update: params as never });
export const remove = (params: WriteParams): TransactItem => ({ Delete: params as never });

/** How often a transaction that another one's write cancelled is tried in all (each try is all or nothing). */
const TRANSACTION_ATTEMPTS = 3;

/**
 * Runs writes as one transaction. Returns null when it went through, or the cancellation code of each
 * item ('ConditionalCheckFailed', 'None', ...) when a condition stopped it. A transaction cancelled only
 * because another was writing the same items at that moment ('TransactionConflict') wrote nothing, and is
 * tried again after a short pause.
 */
export async function writeAtomically(items: TransactItem[]): Promise<string[] | null> {
  for (let attempt = 1; ; attempt++) {
    const reasons = await transactOnce(items);
    const conflictedOnly = reasons?.includes('TransactionConflict') && !reasons.includes('ConditionalCheckFailed');
    if (!conflictedOnly || attempt === TRANSACTION_ATTEMPTS) return reasons;
    await setTimeout(attempt * 10 + Math.random() * 20);
  }
}

async function transactOnce(items: TransactItem[]): Promise<string[] | null> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
    return null;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    return reasons ? reasons.map((reason) => reason.Code ?? 'None') : items.map(() => 'ConditionalCheckFailed');
  }
}
