import { describe, expect, it } from 'vitest';
import { refundJourney, refundTimeline, type TimelineFacts, type TimelinePayment } from '../src/claim/timeline';

const draft: TimelineFacts = { status: 'draft', paid: false };
/** The steps of a claim without a forms-sent date, in order. */
const SEVEN_STEPS = [
  'application_started',
  'application_completed',
  'under_review',
  'signed_forms_received',
  'submitted_to_irs',
  'approved_by_irs',
  'refund_issued',
];
const completedIds = (facts: TimelineFacts) =>
  refundTimeline(facts)
    .filter((s) => s.completed)
    .map((s) => s.id);

describe('refund timeline', () => {
  it('lists the seven steps in order, all pending for an untouched draft', () => {
    const steps = refundTimeline(draft);
    expect(steps.map((s) => s.id)).toEqual(SEVEN_STEPS);
    expect(completedIds(draft)).toEqual([]);
  });

  it.each<[string, Partial<TimelineFacts>]>([
    ['tax years are chosen', { taxYears: ['2024'] }],
    ['has_itin is answered, even no', { hasItin: false }],
    ['has_all_1042s is answered', { hasAll1042s: true }],
  ])('is started once %s', (_, change) => {
    expect(completedIds({ ...draft, ...change })).toEqual(['application_started']);
  });

  it('completes each later step from its own fact', () => {
    const facts: TimelineFacts = {
      ...draft,
      taxYears: ['2024'],
      paid: true,
      formsSentDate: '2026-01-02',
      irsSubmissionDate: '2026-01-10',
    };
    expect(completedIds(facts)).toEqual([
      'application_started',
      'application_completed',
      'under_review',
      'forms_sent',
      'submitted_to_irs',
    ]);
    expect(refundTimeline(facts)[5]?.date).toBe('2026-01-10');
  });

  it.each<[string, Partial<TimelineFacts>, boolean, boolean]>([
    ['forms not sent, all forms at hand', {}, false, false],
    ['forms sent for signature', { formsSentDate: '2026-01-02' }, true, false],
    ['missing forms', { hasAll1042s: false }, false, true],
    ['both', { hasAll1042s: false, formsSentDate: '2026-01-02', documentsRequestedDate: '2026-01-01' }, true, true],
  ])('shows "forms sent to you" and "missing forms requested" where they apply: %s', (_, change, sent, requested) => {
    const ids = refundTimeline({ ...draft, paid: true, hasAll1042s: true, ...change }).map((step) => step.id);
    expect(ids.includes('forms_sent')).toBe(sent);
    expect(ids.includes('forms_requested')).toBe(requested);
    if (requested) expect(ids.indexOf('forms_requested')).toBe(ids.indexOf('submitted_to_irs') - 1);
  });

  it('dates "forms sent" and "missing forms requested" from their facts', () => {
    const facts: TimelineFacts = {
      ...draft,
      paid: true,
      hasAll1042s: false,
      formsSentDate: '2026-01-02',
      documentsRequestedDate: '2026-01-01',
    };
    const steps = refundTimeline(facts);
    expect(steps.find((step) => step.id === 'forms_sent')).toEqual({
      id: 'forms_sent',
      completed: true,
      date: '2026-01-02',
    });
    expect(steps.find((step) => step.id === 'forms_requested')).toEqual({
      id: 'forms_requested',
      completed: true,
      date: '2026-01-01',
    });
  });

  it('shows the signed forms received once staff record the originals', () => {
    const facts: TimelineFacts = { ...draft, paid: true, formsSentDate: '2026-01-02', formsReceivedDate: '2026-01-20' };
    const step = refundTimeline(facts).find((item) => item.id === 'signed_forms_received');
    expect(step).toEqual({ id: 'signed_forms_received', completed: true, date: '2026-01-20' });
  });

  it.each<[string, Partial<TimelineFacts>, boolean]>([
    ['without an ITIN (a new W-7)', { hasItin: false }, true],
    ['with an ITIN that is not active (a renewal W-7)', { hasItin: true, itinIsActive: 'no' }, true],
    ['with an active ITIN (no W-7)', { hasItin: true, itinIsActive: 'yes' }, false],
  ])('shows the passport sent with a W-7 arriving and going back only %s', (_, change, shown) => {
    const facts: TimelineFacts = { ...draft, ...change, passportReceivedDate: '2026-02-01' };
    const ids = refundTimeline(facts).map((step) => step.id);
    expect(ids.includes('passport_received') && ids.includes('passport_returned')).toBe(shown);
    if (shown) expect(completedIds(facts)).toContain('passport_received');
  });

  it('does not call the application completed until the payment is paid', () => {
    expect(completedIds({ ...draft, status: 'submitted', taxYears: ['2024'] })).not.toContain('application_completed');
  });

  it.each<[string, Partial<TimelineFacts>, boolean]>([
    ['filled in and not paid yet', { status: 'ready_for_payment' }, true],
    ['still a draft', { status: 'draft' }, false],
    ['paid', { status: 'submitted', paid: true }, false],
    ['reopened after payment', { status: 'reopened', paid: true }, false],
  ])('says the application waits only for its payment when it is %s', (_, change, awaiting) => {
    const step = refundTimeline({ ...draft, taxYears: ['2024'], ...change }).find(
      (item) => item.id === 'application_completed',
    )!;
    expect(step.awaitingPayment ?? false).toBe(awaiting);
    // A step waiting for the payment is not done yet; a done one waits for nothing.
    if (awaiting) expect(step.completed).toBe(false);
  });
});

describe('refund journey with payments', () => {
  const fee: TimelinePayment = {
    kind: 'fee',
    status: 'paid',
    amountCents: 24_900,
    paidAt: '2026-01-03T10:00:00.000Z',
    refundedAt: null,
  };
  const balance: TimelinePayment = { ...fee, kind: 'balance', amountCents: 10_000, paidAt: '2026-02-01T09:00:00.000Z' };
  const paid: TimelineFacts = { ...draft, status: 'submitted', taxYears: ['2024'], paid: true };
  const labels = (facts: TimelineFacts, payments: TimelinePayment[]) =>
    refundJourney(facts, payments).map(
      (entry) => entry.step?.id ?? `${entry.payment!.kind}:${entry.payment!.amountCents}`,
    );

  it.each<[string, Partial<TimelineFacts>, TimelinePayment[], string[]]>([
    ['no payment: the seven steps', {}, [], SEVEN_STEPS],
    [
      'both payments after completion, oldest first, before the steps still to come',
      {},
      [balance, fee],
      [
        'application_started',
        'application_completed',
        'fee:24900',
        'balance:10000',
        'under_review',
        'signed_forms_received',
        'submitted_to_irs',
        'approved_by_irs',
        'refund_issued',
      ],
    ],
    [
      'a balance paid after the forms were sent comes after "Under Review"',
      { formsSentDate: '2026-01-20T00:00:00.000Z' },
      [fee, balance],
      [
        'application_started',
        'application_completed',
        'fee:24900',
        'under_review',
        'forms_sent',
        'balance:10000',
        'signed_forms_received',
        'submitted_to_irs',
        'approved_by_irs',
        'refund_issued',
      ],
    ],
    [
      'payments after every dated step come last',
      {
        formsSentDate: '2026-01-04',
        formsReceivedDate: '2026-01-04T12:00:00.000Z',
        irsSubmissionDate: '2026-01-05',
        irsApprovalDate: '2026-01-06',
        refundIssuedDate: '2026-01-07',
      },
      [balance],
      [
        'application_started',
        'application_completed',
        'under_review',
        'forms_sent',
        'signed_forms_received',
        'submitted_to_irs',
        'approved_by_irs',
        'refund_issued',
        'balance:10000',
      ],
    ],
  ])('%s', (_, change, payments, expected) => {
    expect(labels({ ...paid, ...change }, payments)).toEqual(expected);
  });

  it('keeps a refunded payment, with its status, among the entries', () => {
    const refunded: TimelinePayment = { ...balance, status: 'refunded', refundedAt: '2026-02-01T09:01:00.000Z' };
    const entries = refundJourney(paid, [fee, refunded]);
    expect(entries.filter((entry) => entry.payment).map((entry) => entry.payment!.status)).toEqual([
      'paid',
      'refunded',
    ]);
  });
});
