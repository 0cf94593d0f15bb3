import {
  decideReservation,
  reservationState,
  type ReservationEffect,
  type ReservationEvent,
  type ReservationState,
} from '@taxback/shared/payments/reservation';
import { isConditionalCheckFailure, remove, update, put, type TransactItem, writeAtomically } from '../electro';
import { discountCodes } from '../entities/discount-code';
import { discountReservations } from '../entities/discount-reservation';
import { TransactionCancelled } from '../errors';

export const getReservation = async (code: string, reservationKey: string) =>
  (await discountReservations().get({ code, reservationKey }).go()).data;

/** The decision of the reservation state machine (shared/src/payments/reservation.ts); a refusal is a bug here. */
function effectOf(state: ReservationState, event: ReservationEvent): ReservationEffect {
  const decision = decideReservation(state, event);
  if (!decision.allowed) throw new Error(`A discount reservation refuses ${event} when ${state}: ${decision.refusal}`);
  return decision.effect;
}

/**
 * The writes that apply a reservation effect, for one transaction: the reservation item (created only where
 * none is, deleted only where one is) first, then the code's counters, which move only while a use is left
 * when the effect says so. Extending a hold is a write of its own (holdReservationUntil).
 */
function reservationWrites(
  code: string,
  reservationKey: string,
  effect: ReservationEffect,
  created?: { applicationId: string; expiresAt: number },
): TransactItem[] {
  const writes: TransactItem[] = [];
  if (effect.reservation === 'create' && created) {
    writes.push(
      put(
        discountReservations()
          .create({ code, reservationKey, ...created })
          .params(),
      ),
    );
  }
  if (effect.reservation === 'delete') {
    writes.push(
      remove(
        discountReservations()
          .delete({ code, reservationKey })
          .where(({ expiresAt }, { exists }) => exists(expiresAt))
          .params(),
      ),
    );
  }
  const deltas = {
    ...(effect.uses ? { currentUses: effect.uses } : {}),
    ...(effect.reserved ? { reservedUses: effect.reserved } : {}),
  };
  if (Object.keys(deltas).length) {
    const counters = discountCodes().patch({ code }).add(deltas);
    writes.push(
      update(
        (effect.needsUseLeft
          ? counters.where(
              ({ active, maxUses, currentUses }, { eq, notExists, name }) =>
                `${eq(active, true)} AND (${notExists(maxUses)} OR ${name(currentUses)} < ${name(maxUses)})`,
            )
          : counters
        ).params(),
      ),
    );
  }
  return writes;
}

export type ReservationOutcome = 'reserved' | 'already_reserved' | 'used_up';

/**
 * Reserves one use of a limited code for a checkout, in one transaction with the condition that a use
 * is left: of N checkouts racing for the last use, exactly one gets it. The same checkout (a double
 * click) finds its reservation already there and holds it until the new expiry. Reservations left by
 * abandoned checkouts past their expiry are released first when no use is left.
 */
export async function reserveDiscountUse(
  code: string,
  reservationKey: string,
  applicationId: string,
  expiresAt: number,
): Promise<ReservationOutcome> {
  const attempt = async (): Promise<ReservationOutcome> => {
    const failed = await writeAtomically(
      reservationWrites(code, reservationKey, effectOf('none', 'reserve'), { applicationId, expiresAt }),
    );
    if (!failed) return 'reserved';
    if (failed[0] === 'ConditionalCheckFailed') {
      // Not none after all: reserving a held (or lapsed) reservation extends its hold.
      await holdReservationUntil(code, reservationKey, expiresAt);
      return 'already_reserved';
    }
    if (failed[1] === 'ConditionalCheckFailed') return 'used_up';
    throw new TransactionCancelled('Discount reservation', failed);
  };
  const outcome = await attempt();
  if (outcome !== 'used_up') return outcome;
  return (await sweepExpiredReservations(code)) > 0 ? attempt() : outcome;
}

/**
 * Keeps a reservation until `expiresAt` at least: a later checkout for the same claim state holds the one it found
 * until that checkout expires too, and a checkout completed with a delayed payment holds it until that payment's
 * outcome.
 */
export async function holdReservationUntil(code: string, reservationKey: string, expiresAt: number): Promise<void> {
  await discountReservations()
    .patch({ code, reservationKey })
    .set({ expiresAt })
    .where((item, { lt }) => lt(item.expiresAt, expiresAt))
    .go()
    .catch((error: unknown) => {
      // Released meanwhile, or already held as long: nothing to extend.
      if (!isConditionalCheckFailure(error)) throw error;
    });
}

/** Gives a reserved use back to the code (once: the reservation is deleted in the same transaction). */
export async function releaseDiscountUse(code: string, reservationKey: string): Promise<boolean> {
  return !(await writeAtomically(reservationWrites(code, reservationKey, effectOf('reserved', 'release'))));
}

/** The writes that turn a checkout's reservation into a redemption (for the payment's transaction). */
export const consumeReservationWrites = (code: string, reservationKey: string): TransactItem[] =>
  reservationWrites(code, reservationKey, effectOf('reserved', 'consume'));

/** The writes that take one use of a code without a reservation, while one is left (for the payment's transaction). */
export const takeUseWrites = (code: string): TransactItem[] => reservationWrites(code, '', effectOf('none', 'take'));

/** Releases the reservations of a code whose checkouts have lapsed; answers how many were released. */
export async function sweepExpiredReservations(code: string, now = Date.now()): Promise<number> {
  const { data } = await discountReservations().query.byCode({ code }).go({ pages: 'all' });
  const lapsed = data.filter((item) => reservationState(item, now) === 'lapsed');
  const released = await Promise.all(
    lapsed.map((item) =>
      writeAtomically(reservationWrites(code, item.reservationKey, effectOf('lapsed', 'sweep')))
        .then((failed) => !failed)
        .catch((error: unknown) => {
          if (isConditionalCheckFailure(error)) return false;
          throw error;
        }),
    ),
  );
  return released.filter(Boolean).length;
}
