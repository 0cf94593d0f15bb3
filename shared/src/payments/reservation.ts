import { DISCOUNT } from '../constants';

/**
 * One use of a limited discount code held by an open checkout. The stored reservation exists while the
 * use is held; it is `lapsed` once its checkout's session expired (plus a grace for late payments), and
 * `none` once it is gone (never made, converted into a redemption, or given back). The code's counters
 * move with it: `currentUses` counts paid redemptions and held uses, `reservedUses` the held ones.
 */
export const RESERVATION_STATES = ['none', 'reserved', 'lapsed'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/**
 * - reserve: a checkout with a limited code opens (a double click finds the use it already holds);
 * - hold: the use is kept longer (a delayed payment, a later checkout of the same claim state);
 * - consume: the checkout is paid, the held use becomes a redemption;
 * - release: the checkout expired, failed, was refunded, or its session could not be opened;
 * - sweep: a use held by a checkout abandoned past its expiry is given back;
 * - take: a paid redemption without a reservation (codes without a limit, free checkouts, a swept use).
 */
export const RESERVATION_EVENTS = ['reserve', 'hold', 'consume', 'release', 'sweep', 'take'] as const;
export type ReservationEvent = (typeof RESERVATION_EVENTS)[number];

/** Why an event does not apply; `used_up` is what the code's own condition answers when no use is left. */
export type ReservationRefusal = 'not_reserved' | 'already_reserved' | 'still_held' | 'used_up';

/** What the data layer writes for an accepted event, in one transaction. */
export interface ReservationEffect {
  /** The reservation item: created (only where none is), deleted (only where one is), its hold extended, or left. */
  reservation: 'create' | 'delete' | 'extend' | 'keep';
  /** Added to the code's `currentUses`. */
  uses: -1 | 0 | 1;
  /** Added to the code's `reservedUses`. */
  reserved: -1 | 0 | 1;
  /** The counters move only while the code is active with a use left (else: `used_up`). */
  needsUseLeft: boolean;
}

export type ReservationDecision =
  { allowed: true; to: ReservationState; effect: ReservationEffect } | { allowed: false; refusal: ReservationRefusal };

const effect = (
  reservation: ReservationEffect['reservation'],
  uses: ReservationEffect['uses'],
  reserved: ReservationEffect['reserved'],
  needsUseLeft = false,
): ReservationEffect => ({ reservation, uses, reserved, needsUseLeft });

const to = (state: ReservationState, what: ReservationEffect): ReservationDecision => ({
  allowed: true,
  to: state,
  effect: what,
});
const refuse = (refusal: ReservationRefusal): ReservationDecision => ({ allowed: false, refusal });

const TAKE_USE = effect('create', 1, 1, true);
const EXTEND = effect('extend', 0, 0);
const GIVE_BACK = effect('delete', -1, -1);
const CONVERT = effect('delete', 0, -1);

const TRANSITIONS: Record<ReservationEvent, Record<ReservationState, ReservationDecision>> = {
  reserve: { none: to('reserved', TAKE_USE), reserved: to('reserved', EXTEND), lapsed: to('reserved', EXTEND) },
  hold: { none: refuse('not_reserved'), reserved: to('reserved', EXTEND), lapsed: to('reserved', EXTEND) },
  consume: { none: refuse('not_reserved'), reserved: to('none', CONVERT), lapsed: to('none', CONVERT) },
  release: { none: refuse('not_reserved'), reserved: to('none', GIVE_BACK), lapsed: to('none', GIVE_BACK) },
  sweep: { none: refuse('not_reserved'), reserved: refuse('still_held'), lapsed: to('none', GIVE_BACK) },
  take: {
    none: to('none', effect('keep', 1, 0, true)),
    reserved: refuse('already_reserved'),
    lapsed: refuse('already_reserved'),
  },
};

/** What an event does to a reservation in a state. */
export const decideReservation = (state: ReservationState, event: ReservationEvent): ReservationDecision =>
  TRANSITIONS[event][state];

/** The state of a stored reservation (null: none) at `nowMs`. */
export function reservationState(reservation: { expiresAt: number } | null, nowMs: number): ReservationState {
  if (!reservation) return 'none';
  return reservation.expiresAt + DISCOUNT.reservationGraceSeconds < nowMs / 1000 ? 'lapsed' : 'reserved';
}

/** One reservation per claim state and code: a double click on Pay finds the use it already holds. */
export const reservationKeyOf = (applicationId: string, claimVersion: number): string =>
  `${applicationId}:${claimVersion}`;

/**
 * A code as the checkout that already holds one of its uses sees it (a double click on Pay): that held use
 * counts as its own, not as one taken by somebody else.
 */
export const seenByHolder = <Code extends { currentUses: number }>(code: Code): Code => ({
  ...code,
  currentUses: code.currentUses - 1,
});

/**
 * Until when a checkout completed with a delayed payment keeps its use (seconds since the epoch): past its
 * session's expiry, until the payment's outcome arrives.
 */
export const pendingPaymentHoldUntil = (nowMs: number): number =>
  Math.floor(nowMs / 1000) + DISCOUNT.pendingPaymentHoldDays * 24 * 60 * 60;
