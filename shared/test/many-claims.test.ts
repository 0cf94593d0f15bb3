import { describe, expect, it } from 'vitest';
import {
  claimInProgress,
  otherClaimInProgress,
  heldYearConflict,
  isClaimInProgress,
  newestFirst,
  yearsHeldByOtherClaims,
  type ClaimYears,
} from '../src/claim/many-claims';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../src/claim/schemas';

const claim = (
  applicationId: string,
  status: ApplicationStatus,
  taxYears: string[],
  createdAt: string,
): ClaimYears => ({
  applicationId,
  status,
  taxYears,
  createdAt,
});

describe('a claim in progress', () => {
  it.each(APPLICATION_STATUSES.map((status) => [status] as const))('%s', (status) => {
    const inProgress = ['draft', 'ready_for_payment', 'reopened', 'awaiting_balance'].includes(status);
    expect(isClaimInProgress(status)).toBe(inProgress);
  });

  it('is none when every claim is paid, done or rejected', () => {
    expect(
      claimInProgress([
        claim('a', 'completed', ['2023'], '2025-01-01'),
        claim('b', 'submitted', ['2024'], '2026-01-01'),
        claim('c', 'rejected', ['2022'], '2026-02-01'),
      ]),
    ).toBeNull();
  });

  it('is the newest claim being filled in or paid for', () => {
    const found = claimInProgress([
      claim('a', 'draft', [], '2025-01-01'),
      claim('b', 'completed', ['2023'], '2026-03-01'),
      claim('c', 'ready_for_payment', ['2024'], '2026-02-01'),
    ]);
    expect(found?.applicationId).toBe('c');
  });
});

describe('another claim in progress', () => {
  it.each([
    [
      'a draft of the customer',
      [claim('paid', 'submitted', ['2023'], '2026-01-01'), claim('new', 'draft', [], '2026-01-01')],
      'new',
    ],
    [
      'a claim owing a balance',
      [claim('paid', 'completed', ['2023'], '2026-01-01'), claim('due', 'awaiting_balance', ['2024'], '2026-01-01')],
      'due',
    ],
    [
      'only claims paid, done or rejected',
      [claim('paid', 'submitted', ['2023'], '2026-01-01'), claim('old', 'rejected', ['2022'], '2026-01-01')],
      null,
    ],
    ['the claim itself, being filled in', [claim('paid', 'draft', ['2023'], '2026-01-01')], null],
  ] as const)('with %s: %s', (_, claims, expected) => {
    expect(otherClaimInProgress(claims, 'paid')?.applicationId ?? null).toBe(expected);
  });
});

describe('tax years held by other claims', () => {
  const claims = [
    claim('paid', 'completed', ['2023', '2022'], '2025-01-01'),
    claim('gone', 'rejected', ['2021'], '2025-02-01'),
    claim('open', 'draft', ['2024'], '2026-01-01'),
  ];

  it('counts every claim but rejected ones and the claim being answered', () => {
    expect([...yearsHeldByOtherClaims(claims, 'open').entries()]).toEqual([
      ['2023', 'paid'],
      ['2022', 'paid'],
    ]);
    expect([...yearsHeldByOtherClaims(claims, null).keys()].sort()).toEqual(['2022', '2023', '2024']);
  });

  it.each([
    [['2024'], null],
    [['2021', '2024'], null],
    [['2023'], { years: ['2023'], applicationId: 'paid' }],
    [['2024', '2023', '2022'], { years: ['2022', '2023'], applicationId: 'paid' }],
    [[], null],
  ] as const)('answering %o for the open claim conflicts with %o', (requested, conflict) => {
    expect(heldYearConflict(requested, claims, 'open')).toEqual(conflict);
  });

  it('lets a new claim take a year of a rejected claim, never one of a paid claim', () => {
    expect(heldYearConflict(['2021'], claims, null)).toBeNull();
    expect(heldYearConflict(['2023'], claims, null)).toEqual({ years: ['2023'], applicationId: 'paid' });
  });
});

it('lists claims newest first', () => {
  const ids = newestFirst([
    claim('x', 'draft', [], '2025-01-01'),
    claim('z', 'draft', [], '2026-01-01'),
    claim('y', 'draft', [], '2025-06-01'),
  ]).map((c) => c.applicationId);
  expect(ids).toEqual(['z', 'y', 'x']);
});
