import { describe, expect, it } from 'vitest';
import {
  addContribution,
  claimDeadlineDay,
  deadlineWatchKey,
  isEmptySeasonDelta,
  seasonContribution,
  seasonDeltas,
  seasonWeeks,
  weekOf,
  type ItemChange,
  type SeasonContribution,
  type StoredImage,
} from '../src/index';

const claim = (fields: StoredImage = {}): StoredImage => ({
  applicationId: 'app-1',
  userId: 'user-1',
  status: 'draft',
  taxYears: ['2023'],
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
  ...fields,
});
const paid = (fields: StoredImage = {}) =>
  claim({ status: 'submitted', paymentCompletedDate: '2026-03-11T09:00:00.000Z', ...fields });

describe('the week of a moment', () => {
  it.each([
    ['2026-11-23T00:00:00.000Z', '2026-11-23'], // a Monday
    ['2026-11-29T23:59:59.999Z', '2026-11-23'], // the Sunday after
    ['2026-11-30T00:00:00.000Z', '2026-11-30'],
    ['1970-01-01T00:00:00.000Z', '1969-12-29'],
    ['not a date', null],
    [undefined, null],
  ])('%s falls in the week of %s', (iso, monday) => {
    expect(weekOf(iso)).toBe(monday);
  });

  it('lists the weeks shown, oldest first, ending with the current one', () => {
    expect(seasonWeeks(new Date('2026-11-29T12:00:00Z'), 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
  });
});

describe('what one stored item adds to the season', () => {
  it.each<[string, string, StoredImage, SeasonContribution['counters']]>([
    ['an untouched draft adds nothing', 'application', claim({ taxYears: undefined }), {}],
    [
      'a started draft counts in the week it was opened',
      'application',
      claim(),
      { TOTALS: { stage_draft: 1 }, 'WEEK#2026-03-02': { stage_draft: 1 } },
    ],
    [
      'a paid claim is in review since its payment, and its year awaits filing',
      'application',
      paid(),
      { TOTALS: { stage_in_review: 1, awaiting_2023: 1 }, 'WEEK#2026-03-09': { stage_in_review: 1 } },
    ],
    [
      'a claim submitted to the IRS counts from that step and no longer awaits filing',
      'application',
      paid({ formsSentDate: '2026-03-12T00:00:00Z', irsSubmissionDate: '2026-03-20T00:00:00Z' }),
      { TOTALS: { stage_submitted_to_irs: 1 }, 'WEEK#2026-03-16': { stage_submitted_to_irs: 1 } },
    ],
    [
      'a rejected claim is counted by its last change, not awaiting filing',
      'application',
      paid({ status: 'rejected' }),
      { TOTALS: { stage_rejected: 1 }, 'WEEK#2026-03-02': { stage_rejected: 1 } },
    ],
    [
      'a reopened claim owing a balance',
      'application',
      paid({ status: 'awaiting_balance' }),
      { TOTALS: { stage_balance_due: 1, awaiting_2023: 1 }, 'WEEK#2026-03-02': { stage_balance_due: 1 } },
    ],
    [
      'a fee paid counts in the week of its payment',
      'payment',
      { status: 'paid', kind: 'fee', amountCents: 24900, paidAt: '2026-03-11T09:00:00Z' },
      { TOTALS: { paidCents: 24900 }, 'WEEK#2026-03-09': { paidCents: 24900 } },
    ],
    [
      'a refunded payment counts as paid when it came in and refunded when it went back',
      'payment',
      { status: 'refunded', amountCents: 24900, paidAt: '2026-03-11T09:00:00Z', refundedAt: '2026-03-17T09:00:00Z' },
      {
        TOTALS: { paidCents: 24900, refundedCents: 24900 },
        'WEEK#2026-03-09': { paidCents: 24900 },
        'WEEK#2026-03-16': { refundedCents: 24900 },
      },
    ],
    [
      'a balance paid by a reopened claim',
      'payment',
      { status: 'paid', kind: 'balance', amountCents: 5000, paidAt: '2026-03-11T09:00:00Z' },
      { TOTALS: { balancePaidCents: 5000 }, 'WEEK#2026-03-09': { balancePaidCents: 5000 } },
    ],
    ['a checkout not paid adds no money', 'payment', { status: 'pending', amountCents: 24900 }, {}],
    ['an expired checkout adds no money', 'payment', { status: 'expired', amountCents: 24900 }, {}],
    ['a form to request adds nothing before its letter', 'retrieval', { status: 'to_request' }, {}],
    [
      'a paid claim counts the forms its customer could not upload',
      'application',
      paid({ hasAll1042s: false, missingForms: [{ id: 'a' }, { id: 'b' }] }),
      {
        TOTALS: { stage_in_review: 1, awaiting_2023: 1, formsMissing: 2 },
        'WEEK#2026-03-09': { stage_in_review: 1 },
      },
    ],
    [
      'an unpaid claim’s missing forms are not yet counted',
      'application',
      claim({ hasAll1042s: false, missingForms: [{ id: 'a' }] }),
      { TOTALS: { stage_draft: 1 }, 'WEEK#2026-03-02': { stage_draft: 1 } },
    ],
    [
      'a form whose letter went out and whose copy came back',
      'retrieval',
      { status: 'received', requestedAt: '2026-03-11T09:00:00Z' },
      { TOTALS: { lettersSent: 1, copiesReceived: 1 } },
    ],
    [
      'a form the casino cannot provide',
      'retrieval',
      { status: 'not_available', requestedAt: '2026-03-11T09:00:00Z' },
      { TOTALS: { lettersSent: 1, formsNotAvailable: 1 } },
    ],
    [
      'an authorisation counts the forms it covers',
      'authorisation',
      { forms: [{ entryId: 'a' }, { entryId: 'b' }] },
      { TOTALS: { formsAuthorised: 2 } },
    ],
    ['a profile adds nothing', 'profile', { firstName: 'Ana' }, {}],
  ])('%s', (_, entity, image, counters) => {
    expect(seasonContribution(entity, image).counters).toEqual(counters);
  });

  it('watches each year of a paid claim not yet filed, keyed by its deadline day', () => {
    const { deadlines } = seasonContribution('application', paid({ taxYears: ['2022', '2023', '2023'] }));
    expect(deadlines).toEqual([
      {
        applicationId: 'app-1',
        userId: 'user-1',
        taxYear: 2022,
        deadlineDay: claimDeadlineDay(2022),
        stage: 'in_review',
      },
      {
        applicationId: 'app-1',
        userId: 'user-1',
        taxYear: 2023,
        deadlineDay: claimDeadlineDay(2023),
        stage: 'in_review',
      },
    ]);
    expect(deadlineWatchKey(deadlines[0]!)).toBe(`DEADLINE#${claimDeadlineDay(2022)}#app-1#2022`);
  });
});

describe('how a change moves the season', () => {
  const change = (entity: string, before?: StoredImage, after?: StoredImage): ItemChange => ({
    kind: before && after ? 'MODIFY' : before ? 'REMOVE' : 'INSERT',
    entity,
    before,
    after,
  });

  it.each<[string, ItemChange, ReturnType<typeof seasonDeltas>['counters']]>([
    [
      'payment moves a claim from ready for payment to review',
      change('application', claim({ status: 'ready_for_payment' }), paid()),
      {
        TOTALS: { stage_ready_for_payment: -1, stage_in_review: 1, awaiting_2023: 1 },
        'WEEK#2026-03-02': { stage_ready_for_payment: -1 },
        'WEEK#2026-03-09': { stage_in_review: 1 },
      },
    ],
    [
      'a step in the same week moves the count between stages of that week',
      change('application', paid(), paid({ formsSentDate: '2026-03-12T00:00:00Z' })),
      {
        TOTALS: { stage_in_review: -1, stage_forms_sent: 1 },
        'WEEK#2026-03-09': { stage_in_review: -1, stage_forms_sent: 1 },
      },
    ],
    ['an edit that changes no figure moves nothing', change('application', paid(), paid({ notes: 'x' })), {}],
    [
      'a refund moves money out in its week, the payment staying in its own',
      change(
        'payment',
        { status: 'paid', amountCents: 24900, paidAt: '2026-03-11T09:00:00Z' },
        { status: 'refunded', amountCents: 24900, paidAt: '2026-03-11T09:00:00Z', refundedAt: '2026-03-24T00:00:00Z' },
      ),
      { TOTALS: { refundedCents: 24900 }, 'WEEK#2026-03-23': { refundedCents: 24900 } },
    ],
    [
      'a closed account takes its claim out of the counts',
      change('application', paid(), undefined),
      { TOTALS: { stage_in_review: -1, awaiting_2023: -1 }, 'WEEK#2026-03-09': { stage_in_review: -1 } },
    ],
  ])('%s', (_, itemChange, counters) => {
    expect(seasonDeltas(itemChange).counters).toEqual(counters);
  });

  it('writes a deadline row when a claim is paid, rewrites it when its stage changes, removes it once filed', () => {
    const paying = seasonDeltas(change('application', claim({ status: 'ready_for_payment' }), paid()));
    expect(paying.deadlinePuts.map((row) => [row.taxYear, row.stage])).toEqual([[2023, 'in_review']]);
    expect(paying.deadlineRemovals).toEqual([]);

    const sent = seasonDeltas(change('application', paid(), paid({ formsSentDate: '2026-03-12T00:00:00Z' })));
    expect(sent.deadlinePuts.map((row) => row.stage)).toEqual(['forms_sent']);

    const filed = seasonDeltas(change('application', paid(), paid({ irsSubmissionDate: '2026-03-20T00:00:00Z' })));
    expect(filed.deadlinePuts).toEqual([]);
    expect(filed.deadlineRemovals).toEqual([`DEADLINE#${claimDeadlineDay(2023)}#app-1#2023`]);

    expect(isEmptySeasonDelta(seasonDeltas(change('application', paid(), paid({ notes: 'x' }))))).toBe(true);
  });

  it('keeps the totals equal to the sum of the items, whatever path the changes took', () => {
    // Any sequence of images: the deltas summed equal the last image's contribution less the first's.
    const path = [
      undefined,
      claim(),
      claim({ status: 'ready_for_payment' }),
      paid(),
      paid({ status: 'reopened' }),
      paid({ status: 'awaiting_balance' }),
      paid({ formsSentDate: '2026-04-01T00:00:00Z' }),
      paid({ formsSentDate: '2026-04-01T00:00:00Z', irsSubmissionDate: '2026-04-20T00:00:00Z' }),
    ];
    const running: SeasonContribution = { counters: {}, deadlines: [] };
    for (let index = 1; index < path.length; index += 1) {
      const delta = seasonDeltas(change('application', path[index - 1], path[index]));
      addContribution(running, { counters: delta.counters, deadlines: [] });
    }
    const expected = seasonContribution('application', path.at(-1));
    const nonZero = (counters: SeasonContribution['counters']) =>
      Object.fromEntries(
        Object.entries(counters)
          .map(([key, item]) => [key, Object.fromEntries(Object.entries(item).filter(([, value]) => value !== 0))])
          .filter(([, item]) => Object.keys(item as object).length),
      );
    expect(nonZero(running.counters)).toEqual(expected.counters);
  });
});
