import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import { documentClient } from '../clients';
import { partitionItems } from '../electro';

export type StoredItem = Record<string, unknown> & { PK: string; SK: string };

/** Every item in the customer's partition (profile, claims, files, messages, notifications...), raw. */
export async function userItems(userId: string): Promise<StoredItem[]> {
  return (await partitionItems(`USER#${userId}`)) as StoredItem[];
}

/** The entity type ElectroDB stored an item as ('' for raw items such as locks). */
export const entityOf = (item: Record<string, unknown>): string =>
  typeof item.__edb_e__ === 'string' ? item.__edb_e__ : '';

/**
 * Every item in the partitions of these claims (payments, retrieval entries, the signed authorisation,
 * request letters...), raw, with the claim each belongs to.
 */
export async function claimItems(applicationIds: string[]): Promise<StoredItem[]> {
  const pages = await Promise.all(applicationIds.map((applicationId) => partitionItems(`APP#${applicationId}`)));
  return pages.flat() as StoredItem[];
}

export async function deleteItems(keys: { PK: string; SK: string }[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 25) {
    let pending: Record<string, unknown[]> | undefined = {
      [config.tableName]: keys.slice(start, start + 25).map(({ PK, SK }) => ({ DeleteRequest: { Key: { PK, SK } } })),
    };
    while (pending && Object.keys(pending).length) {
      const result = await documentClient().send(new BatchWriteCommand({ RequestItems: pending as never }));
      pending = result.UnprocessedItems as typeof pending;
    }
  }
}
