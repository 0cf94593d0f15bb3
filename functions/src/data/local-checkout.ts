import { Entity } from 'electrodb';
import { lazy } from '../commons/lazy';
import { entityConfiguration, isConditionalCheckFailure, type ItemOf, key, SERVICE } from './electro';

/**
 * Sessions of the stand-in checkout page the local stack serves (there is no network to reach Stripe).
 * The page delivers a Stripe-signed webhook, so the webhook path is the same as in AWS.
 */
export const localCheckoutSessions = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'localCheckoutSession', version: '1', service: SERVICE },
        attributes: {
          sessionId: { type: 'string', required: true, readOnly: true },
          amountCents: { type: 'number', required: true },
          currency: { type: 'string', required: true },
          productName: { type: 'string', required: true },
          customerEmail: { type: 'string', required: true },
          metadata: {
            type: 'map',
            properties: {
              applicationId: { type: 'string' },
              userId: { type: 'string' },
              discountCode: { type: 'string' },
            },
          },
          successUrl: { type: 'string', required: true },
          cancelUrl: { type: 'string', required: true },
          idempotencyKey: { type: 'string', required: true },
          completed: { type: 'boolean', default: false },
          /** Set when the claim changed: the page refuses to take the payment. */
          expired: { type: 'boolean', default: false },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          bySession: { pk: key('PK', 'LOCALCHECKOUT#${sessionId}', ['sessionId']), sk: key('SK', 'SESSION') },
        },
      },
      entityConfiguration(),
    ),
);

/** Refunds the stand-in provider would have made (no money moves locally): tests and staff read them here. */
export const localRefunds = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'localRefund', version: '1', service: SERVICE },
        attributes: {
          sessionId: { type: 'string', required: true, readOnly: true },
          refundId: { type: 'string', required: true },
          amountCents: { type: 'number', required: true },
          reason: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
        },
        indexes: {
          bySession: { pk: key('PK', 'LOCALCHECKOUT#${sessionId}', ['sessionId']), sk: key('SK', 'REFUND') },
        },
      },
      entityConfiguration(),
    ),
);

export type LocalCheckoutSession = ItemOf<typeof localCheckoutSessions>;
export type LocalRefund = ItemOf<typeof localRefunds>;

/** Runs a write whose condition failure means there is nothing to do (already created, or no such session). */
async function unlessConditionFails(write: () => Promise<unknown>): Promise<void> {
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

/** Records the refund the stand-in provider would have made; one per session, the first one kept. */
export const recordLocalRefund = (refund: Parameters<ReturnType<typeof localRefunds>['create']>[0]) =>
  unlessConditionFails(() => localRefunds().create(refund).go());

export const getLocalRefund = async (sessionId: string): Promise<LocalRefund | null> =>
  (await localRefunds().get({ sessionId }).go()).data;
