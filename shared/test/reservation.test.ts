import { describe, expect, it } from 'vitest';
import { DISCOUNT } from '../src/constants';
import {
  decideReservation,
  pendingPaymentHoldUntil,
  RESERVATION_EVENTS,
  RESERVATION_STATES,
  reservationKeyOf,
  reservationState,
  seenByHolder,
  type ReservationEffect,
  type ReservationEvent,
  type ReservationRefusal,
  type ReservationState,
} from '../src/payments/reservation';

/** An effect written as [reservation, uses, reserved, needsUseLeft]. */
type Cell =
  readonly [ReservationState, ReservationEffect['reservation'], -1 | 0 | 1, -1 | 0 | 1, boolean] | ReservationRefusal;

/**
 * Every state × event: the state it leads to and what is written (the reservation item, the code's
 * `currentUses` and `reservedUses` deltas, whether a use must be left), or the refusal. Columns follow
 * RESERVATION_STATES: none, reserved, lapsed.
 */
const TABLE: Record<ReservationEvent, readonly [Cell, Cell, Cell]> = {
  // prettier-ignore
  reserve: [['reserved', 'create', 1, 1, true], ['reserved', 'extend', 0, 0, false], ['reserved', 'extend', 0, 0, false]],
  // prettier-ignore
  hold:    ['not_reserved',                      ['reserved', 'extend', 0, 0, false], ['reserved', 'extend', 0, 0, false]],
  // prettier-ignore
  consume: ['not_reserved',                      ['none', 'delete', 0, -1, false],    ['none', 'delete', 0, -1, false]],
  // prettier-ignore
  release: ['not_reserved',                      ['none', 'delete', -1, -1, false],   ['none', 'delete', -1, -1, false]],
  // prettier-ignore
  sweep:   ['not_reserved',                      'still_held',                        ['none', 'delete', -1, -1, false]],
  // prettier-ignore
  take:    [['none', 'keep', 1, 0, true],        'already_reserved',                  'already_reserved'],
};

describe('discount reservation', () => {
  it('has a row for every event and a column for every state', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...RESERVATION_EVENTS].sort());
    for (const row of Object.values(TABLE)) expect(row).toHaveLength(RESERVATION_STATES.length);
  });

  const cells = RESERVATION_EVENTS.flatMap((event) =>
    RESERVATION_STATES.map((state, column) => [event, state, TABLE[event][column]!] as const),
  );
  it.each(cells)('%s in %s → %j', (event, state, expected) => {
    const decision = decideReservation(state, event);
    if (typeof expected === 'string') {
      expect(decision).toEqual({ allowed: false, refusal: expected });
    } else {
      const [to, reservation, uses, reserved, needsUseLeft] = expected;
      expect(decision).toEqual({ allowed: true, to, effect: { reservation, uses, reserved, needsUseLeft } });
    }
  });

  it('keeps the counters balanced: a use taken is given back or converted exactly once', () => {
    const run = (events: ReservationEvent[]) => {
      let state: ReservationState = 'none';
      const counters = { uses: 0, reserved: 0 };
      for (const event of events) {
        const decision = decideReservation(state, event);
        if (!decision.allowed) continue;
        state = decision.to;
        counters.uses += decision.effect.uses;
        counters.reserved += decision.effect.reserved;
      }
      return { state, ...counters };
    };
    expect(run(['reserve', 'reserve', 'hold', 'consume', 'release'])).toEqual({ state: 'none', uses: 1, reserved: 0 });
    expect(run(['reserve', 'release', 'release', 'consume'])).toEqual({ state: 'none', uses: 0, reserved: 0 });
    expect(run(['reserve', 'sweep'])).toEqual({ state: 'reserved', uses: 1, reserved: 1 });
    expect(run(['take', 'take'])).toEqual({ state: 'none', uses: 2, reserved: 0 });
  });

  it('lapses a reservation only after its expiry and the grace for late payments', () => {
    const expiresAt = 1_800_000_000;
    const at = (seconds: number) => seconds * 1000;
    expect(reservationState(null, at(expiresAt))).toBe('none');
    expect(reservationState({ expiresAt }, at(expiresAt))).toBe('reserved');
    expect(reservationState({ expiresAt }, at(expiresAt + DISCOUNT.reservationGraceSeconds))).toBe('reserved');
    expect(reservationState({ expiresAt }, at(expiresAt + DISCOUNT.reservationGraceSeconds + 1))).toBe('lapsed');
  });

  it('names one reservation per claim state, and holds a delayed payment’s use for days', () => {
    expect(reservationKeyOf('app-1', 3)).toBe('app-1:3');
    expect(pendingPaymentHoldUntil(1_000_500)).toBe(1000 + DISCOUNT.pendingPaymentHoldDays * 86_400);
  });

  it('lets the checkout that holds a use count it as its own', () => {
    expect(seenByHolder({ code: 'LAST', currentUses: 5, maxUses: 5 })).toEqual({
      code: 'LAST',
      currentUses: 4,
      maxUses: 5,
    });
  });
});
