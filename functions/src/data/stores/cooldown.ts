import { isConditionalCheckFailure } from '../electro';
import { cooldowns } from '../entities/cooldown';

/**
 * Starts a cool-down of `seconds` for `subject` unless one is running; true when it started. Two calls less than
 * `seconds` apart never both pass, which a counter's fixed window allows when they fall on either side of its edge.
 */
export async function startCooldown(scope: string, subject: string, seconds: number, now = Date.now()) {
  const nowSeconds = now / 1000;
  try {
    await cooldowns()
      .update({ scope, subject })
      .set({ expiresAt: Math.ceil(nowSeconds + seconds) })
      .where(
        ({ expiresAt }, { notExists, lte }) => `${notExists(expiresAt)} OR ${lte(expiresAt, Math.floor(nowSeconds))}`,
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Ends the cool-down of `subject` (its reason went away). */
export async function endCooldown(scope: string, subject: string): Promise<void> {
  await cooldowns().delete({ scope, subject }).go();
}
