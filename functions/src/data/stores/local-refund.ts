import type { ItemOf } from '../electro';
import { localRefunds } from '../entities/local-refund';
import { unlessConditionFails } from './local-checkout-session';

export type LocalRefund = ItemOf<typeof localRefunds>;

/** Records the refund the stand-in provider would have made; one per session, the first one kept. */
export const recordLocalRefund = (refund: Parameters<ReturnType<typeof localRefunds>['create']>[0]) =>
  unlessConditionFails(() => localRefunds().create(refund).go());

export const getLocalRefund = async (sessionId: string): Promise<LocalRefund | null> =>
  (await localRefunds().get({ sessionId }).go()).data;
