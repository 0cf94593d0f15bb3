import { describe, expect, it } from 'vitest';
import { claimPaidBy } from '../src/payments/completion';

const line = { id: 'base', quantity: 1, unitCents: 100, amountCents: 100 };
const at = '2026-03-01T12:00:00.000Z';

describe('what a completed payment does to its claim', () => {
  it('submits a claim that awaited its fee, covers it and dates it paid', () => {
    expect(claimPaidBy({ kind: 'fee', answersVersion: 3, covers: [line], amountCents: 100 }, at)).toEqual({
      awaiting: 'ready_for_payment',
      answersVersion: 3,
      to: 'submitted',
      coveredLines: [line],
      addPaidCents: 100,
      paymentCompletedDate: at,
    });
  });

  it('submits a claim that awaited a balance, keeping the date of its first payment', () => {
    expect(claimPaidBy({ kind: 'balance', answersVersion: 5, covers: [line], amountCents: 40 }, at)).toMatchObject({
      awaiting: 'awaiting_balance',
      to: 'submitted',
      addPaidCents: 40,
      paymentCompletedDate: null,
    });
  });

  it('reads a checkout recorded before kinds and versions as a first fee at version 0', () => {
    expect(claimPaidBy({ amountCents: 0 }, at)).toMatchObject({
      awaiting: 'ready_for_payment',
      answersVersion: 0,
      coveredLines: [],
    });
  });
});
