import { isConditionalCheckFailure } from '../electro';
import { pendingEmailChanges } from '../entities/pending-email-change';

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
