import { Entity } from 'electrodb';
import { lazy } from '../commons/lazy';
import { entityConfiguration, isConditionalCheckFailure, key, SERVICE, timestamps } from './electro';

/**
 * The email change a customer asked for and has not completed: at most one per account (asking again
 * replaces it, so only the latest link works). Completing removes it; TTL removes one never completed.
 */
export const pendingEmailChanges = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'pendingEmailChange', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true, readOnly: true },
          changeId: { type: 'string', required: true },
          newEmail: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
          ...timestamps,
        },
        indexes: {
          byUser: {
            pk: key('PK', 'USER#${userId}', ['userId']),
            sk: key('SK', 'EMAIL_CHANGE'),
          },
        },
      },
      entityConfiguration(),
    ),
);

export async function savePendingEmailChange(change: {
  userId: string;
  changeId: string;
  newEmail: string;
  expiresAt: number;
}): Promise<void> {
  await pendingEmailChanges().put(change).go();
}

/**
 * Removes the account's pending change if it is still this one (same id, same address): true for exactly
 * one caller, however many open the link at once.
 */
export async function takePendingEmailChange(userId: string, changeId: string, newEmail: string): Promise<boolean> {
  try {
    await pendingEmailChanges()
      .delete({ userId })
      .where((item, { eq }) => `${eq(item.changeId, changeId)} AND ${eq(item.newEmail, newEmail)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Drops the account's pending change, whichever it is (the old address's owner said it was not them). */
export async function cancelPendingEmailChange(userId: string): Promise<void> {
  await pendingEmailChanges().delete({ userId }).go();
}
