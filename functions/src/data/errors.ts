/**
 * What a failed DynamoDB write means, for callers outside data/ that turn it into an answer (a duplicate,
 * a claim too large). They need no ElectroDB or SDK import for it.
 */

/** True when a write failed its condition (ElectroDB wraps the SDK error, so both shapes are checked). */
export function isConditionalCheckFailure(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const name = (current as { name?: string }).name ?? '';
    if (name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException') return true;
    if (current instanceof Error && /conditional request failed/i.test(current.message)) return true;
  }
  return false;
}

/** True when DynamoDB refused a write because the item would exceed its 400 KB limit. */
export function isItemTooLarge(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof Error && /item size has exceeded|item size to update has exceeded/i.test(current.message)) {
      return true;
    }
  }
  return false;
}

/**
 * A transaction that no condition of ours stopped (writes that kept conflicting, a throttled item): not a
 * rule's answer, so it is never told as one (a code used up, a claim already paid).
 */
export class TransactionCancelled extends Error {
  constructor(
    what: string,
    readonly reasons: string[],
  ) {
    super(`${what} was cancelled: ${reasons.join(', ')}`);
    this.name = 'TransactionCancelled';
  }
}
