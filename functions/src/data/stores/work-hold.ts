import { randomUUID } from 'node:crypto';
import { isConditionalCheckFailure } from '../electro';
import { workHolds } from '../entities/work-hold';

/** How long running work holds off the same work, at most: longer than any function runs (25 s timeout). */
const WORK_HOLD_SECONDS = 120;

/**
 * Runs `work` unless the same work for `subject` is already running (a double click, two staff members at
 * once): answers null then, having done nothing. The hold is released when the work ends, so the work may be
 * asked for again at once; it lapses by itself if the function dies meanwhile.
 */
export async function unlessRunning<T>(scope: string, subject: string, work: () => Promise<T>): Promise<T | null> {
  const holder: string = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  try {
    await workHolds()
      .put({
        scope,
        subject,
        holder,
        heldUntil: now + WORK_HOLD_SECONDS,
        expiresAt: now + 2 * WORK_HOLD_SECONDS,
      })
      .where(({ heldUntil }, { notExists, lt }) => `${notExists(heldUntil)} OR ${lt(heldUntil, now)}`)
      .go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
  try {
    return await work();
  } finally {
    // Only this request's own hold: one that lapsed and was taken over belongs to the request that took it.
    await workHolds()
      .delete({ scope, subject })
      .where(({ holder: current }, { eq }) => eq(current, holder))
      .go()
      .catch((error: unknown) => {
        if (!isConditionalCheckFailure(error)) throw error;
      });
  }
}
