import {
  isConditionalCheckFailure,
  type ItemOf,
  type Page,
  type PageRequest,
  remove,
  update,
  put,
  writeAtomically,
} from './electro';
import { discountCodes, discountReservations } from './discount-codes';

export type DiscountCodeItem = ItemOf<typeof discountCodes>;

export const getDiscountCode = async (code: string): Promise<DiscountCodeItem | null> =>
  (await discountCodes().get({ code }).go()).data;

export const getReservation = async (code: string, reservationKey: string) =>
  (await discountReservations().get({ code, reservationKey }).go()).data;

/** A payment may arrive a little after its session's expiry time: reservations are swept only after this. */
const SWEEP_GRACE_SECONDS = 300;

export type ReservationOutcome = 'reserved' | 'already_reserved' | 'used_up';

/**
 * Reserves one use of a limited code for a checkout, in one transaction with the condition that a use
 * is left: of N checkouts racing for the last use, exactly one gets it. The same checkout (a double
 * click) finds its reservation already there. Reservations left by abandoned checkouts past their
 * expiry are released first when no use is left.
 */
export async function reserveDiscountUse(
  code: string,
  reservationKey: string,
  applicationId: string,
  expiresAt: number,
): Promise<ReservationOutcome> {
  const attempt = async () => {
    const failed = await writeAtomically([
      put(discountReservations().create({ code, reservationKey, applicationId, expiresAt }).params()),
      update(
        discountCodes()
          .patch({ code })
          .add({ currentUses: 1, reservedUses: 1 })
          .where(
            ({ active, maxUses, currentUses }, { eq, notExists, name }) =>
              `${eq(active, true)} AND (${notExists(maxUses)} OR ${name(currentUses)} < ${name(maxUses)})`,
          )
          .params(),
      ),
    ]);
    if (!failed) return 'reserved' as const;
    if (failed[0] === 'ConditionalCheckFailed') {
      await holdUntil(code, reservationKey, expiresAt);
      return 'already_reserved' as const;
    }
    if (failed[1] === 'ConditionalCheckFailed') return 'used_up' as const;
    // Not a rule that stopped it (writes that kept conflicting): not to be told as a code used up.
    throw new Error(`Discount reservation was cancelled: ${failed.join(', ')}`);
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
export async function holdUntil(code: string, reservationKey: string, expiresAt: number): Promise<void> {
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
  const failed = await writeAtomically([
    remove(
      discountReservations()
        .delete({ code, reservationKey })
        .where(({ expiresAt }, { exists }) => exists(expiresAt))
        .params(),
    ),
    update(discountCodes().patch({ code }).add({ currentUses: -1, reservedUses: -1 }).params()),
  ]);
  return !failed;
}

/** The write that turns a reservation into a redemption when its checkout is paid (for the payment's transaction). */
export const convertReservationWrites = (code: string, reservationKey: string) => [
  remove(
    discountReservations()
      .delete({ code, reservationKey })
      .where(({ expiresAt }, { exists }) => exists(expiresAt))
      .params(),
  ),
  update(discountCodes().patch({ code }).add({ reservedUses: -1 }).params()),
];

/** Releases the reservations of a code whose checkouts have expired; answers how many were released. */
export async function sweepExpiredReservations(code: string, now = Date.now()): Promise<number> {
  const { data } = await discountReservations().query.byCode({ code }).go({ pages: 'all' });
  const expired = data.filter((item) => item.expiresAt + SWEEP_GRACE_SECONDS < now / 1000);
  const released = await Promise.all(
    expired.map((item) =>
      releaseDiscountUse(code, item.reservationKey).catch((error: unknown) => {
        if (isConditionalCheckFailure(error)) return false;
        throw error;
      }),
    ),
  );
  return released.filter(Boolean).length;
}

/** The fields staff set on a code (the rest are counters the checkout keeps). */
export type DiscountCodeFields = Pick<
  DiscountCodeItem,
  'discountType' | 'discountValue' | 'description' | 'maxUses' | 'expiresAt' | 'active'
>;

/** Staff's list of codes, newest first, one page at a time. */
export async function listDiscountCodePage({ limit, cursor }: PageRequest): Promise<Page<DiscountCodeItem>> {
  const { data, cursor: next } = await discountCodes()
    .query.all({})
    .go({ order: 'desc', cursor: cursor ?? null, limit });
  return { items: data, cursor: next };
}

/** Adds a code; 'exists' when a code of that name is already there (nothing is written then). */
export async function insertDiscountCode(code: string, fields: DiscountCodeFields): Promise<'created' | 'exists'> {
  try {
    await discountCodes()
      .create({ code, ...fields })
      .go();
    return 'created';
  } catch (error) {
    if (isConditionalCheckFailure(error)) return 'exists';
    throw error;
  }
}

/** Changes a code's staff fields; the optional ones named in `cleared` are removed. */
export async function patchDiscountCode(
  code: string,
  fields: Partial<DiscountCodeFields>,
  cleared: readonly ('description' | 'maxUses' | 'expiresAt')[] = [],
): Promise<void> {
  let patch = discountCodes().patch({ code }).set(fields);
  if (cleared.length) patch = patch.remove([...cleared]);
  await patch.go();
}

/**
 * Deletes a code unless an open checkout holds one of its uses ('held'): paying that checkout converts
 * the reservation on the code, so the code must outlive it. Reservations of expired checkouts are
 * released first.
 */
export async function deleteDiscountCode(code: string): Promise<'deleted' | 'held'> {
  const attempt = async () => {
    try {
      await discountCodes()
        .delete({ code })
        .where(({ reservedUses }, { eq, notExists }) => `${notExists(reservedUses)} OR ${eq(reservedUses, 0)}`)
        .go();
      return 'deleted' as const;
    } catch (error) {
      if (isConditionalCheckFailure(error)) return 'held' as const;
      throw error;
    }
  };
  const outcome = await attempt();
  if (outcome === 'deleted') return outcome;
  return (await sweepExpiredReservations(code)) > 0 ? attempt() : outcome;
}
