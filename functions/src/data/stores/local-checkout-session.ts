import { isConditionalCheckFailure, type ItemOf } from '../electro';
import { localCheckoutSessions } from '../entities/local-checkout-session';

export type LocalCheckoutSession = ItemOf<typeof localCheckoutSessions>;

/** Runs a write whose condition failure means there is nothing to do (already created, or no such session). */
export async function unlessConditionFails(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/** Opens a stand-in session; the same id again (the same idempotency key) leaves the first one as it is. */
export const openLocalSession = (session: Parameters<ReturnType<typeof localCheckoutSessions>['create']>[0]) =>
  unlessConditionFails(() => localCheckoutSessions().create(session).go());

export const getLocalSession = async (sessionId: string): Promise<LocalCheckoutSession | null> =>
  (await localCheckoutSessions().get({ sessionId }).go()).data;

/** Marks a session expired so its page refuses to take the payment; no such session, nothing to expire. */
export const expireLocalSession = (sessionId: string) =>
  unlessConditionFails(() => localCheckoutSessions().patch({ sessionId }).set({ expired: true }).go());
