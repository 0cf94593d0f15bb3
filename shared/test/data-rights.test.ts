import { describe, expect, it } from 'vitest';
import {
  answersLatestExport,
  claimSummary,
  closureOutcome,
  exportedFileName,
  exportedItem,
  exportStatus,
  exportTooSoon,
  isRetainedClaim,
  retainedUntil,
} from '../src/account/data-rights';
import { DATA_RIGHTS } from '../src/constants';

describe('closing an account', () => {
  it.each([
    [[], 'closed'],
    [['draft'], 'closed'],
    [['ready_for_payment'], 'closed'],
    [['completed', 'rejected'], 'closed'],
    [['completed', 'submitted'], 'requested'],
    [['processing'], 'requested'],
    [['approved', 'draft'], 'requested'],
    [['reopened'], 'requested'],
    [['awaiting_balance'], 'requested'],
  ] as const)('with claims %o is %s', (statuses, outcome) => {
    expect(closureOutcome([...statuses])).toBe(outcome);
  });

  it('keeps records for the retention period from the closing date', () => {
    const until = retainedUntil(new Date('2026-11-23T10:00:00Z'));
    expect(until.toISOString()).toBe(`${2026 + DATA_RIGHTS.retentionYears}-11-23T10:00:00.000Z`);
  });

  it('keeps a summary of paid claims only, without answers', () => {
    const claim = {
      applicationId: 'a1',
      userId: 'u1',
      status: 'completed',
      taxYears: ['2023'],
      paymentCompletedDate: '2024-03-01',
      estimatedRefundCents: 1000,
      missingForms: [{ casino: 'Bellagio' }],
      lossesByYear: { 2023: 5 },
      irsApprovalDate: null,
    };
    expect(isRetainedClaim(claim)).toBe(true);
    expect(isRetainedClaim({ paymentCompletedDate: undefined })).toBe(false);
    expect(claimSummary(claim)).toEqual({
      applicationId: 'a1',
      status: 'completed',
      taxYears: ['2023'],
      paymentCompletedDate: '2024-03-01',
      estimatedRefundCents: 1000,
    });
  });
});

describe('exports', () => {
  it('shows an item without keys, ciphertext or bookkeeping', () => {
    expect(
      exportedItem({
        PK: 'USER#1',
        SK: 'PROFILE',
        GSI1PK: 'USERS',
        __edb_e__: 'profile',
        sealed: 'x',
        firstName: 'Zoé',
      }),
    ).toEqual({ firstName: 'Zoé' });
  });

  const askedAt = '2026-11-28T10:00:00.000Z';
  const later = (seconds: number) => new Date(Date.parse(askedAt) + seconds * 1000);
  const stale = DATA_RIGHTS.preparingStaleMinutes * 60;
  it.each([
    ['preparing', 0, true],
    ['preparing', stale - 1, true],
    // It died on the way: failed, and a request starts another.
    ['preparing', stale, false],
    ['ready', 0, true],
    ['ready', DATA_RIGHTS.repeatSeconds - 1, true],
    ['ready', DATA_RIGHTS.repeatSeconds, false],
    ['ready', 3600, false],
    ['failed', 0, false],
  ] as const)(
    'answers a request with the latest export when it is %s, asked %is before',
    (status, seconds, answered) => {
      expect(answersLatestExport({ status, createdAt: askedAt }, later(seconds))).toBe(answered);
    },
  );

  it.each([
    ['preparing', 0, 'preparing'],
    ['preparing', stale - 1, 'preparing'],
    ['preparing', stale, 'failed'],
    ['ready', stale * 10, 'ready'],
    ['failed', 0, 'failed'],
  ] as const)('an export %s since %is is shown %s', (status, seconds, shown) => {
    expect(exportStatus({ status, createdAt: askedAt }, later(seconds))).toBe(shown);
  });

  const day = DATA_RIGHTS.exportIntervalHours * 3600;
  it.each([
    [null, 0, false],
    ['ready', DATA_RIGHTS.repeatSeconds, true],
    ['ready', day - 1, true],
    ['ready', day, false],
    ['preparing', 0, true],
    // A failed export, or one that died preparing, does not count: the customer may ask again at once.
    ['failed', 0, false],
    ['preparing', stale, false],
  ] as const)('a new export after the latest %s, asked %is before, is refused: %s', (status, seconds, refused) => {
    const latest = status === null ? null : { status, createdAt: askedAt };
    expect(exportTooSoon(latest, later(seconds))).toBe(refused);
  });

  it('names files safely inside the archive', () => {
    expect(exportedFileName('0123456789ab', '../../etc/passwd')).toBe('files/01234567-.._.._etc_passwd');
    expect(exportedFileName('0123456789ab', 'W2G 2023.pdf')).toBe('files/01234567-W2G 2023.pdf');
  });
});
