import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../src/claim/schemas';
import { copy } from '../src/copy';
import { documentNameMatches, retrievalReadiness, type RetrievalWorkFacts } from '../src/retrieval/identity';
import { wordedReadiness } from '../src/retrieval/refusal-text';

describe('the name on an ID document', () => {
  it.each<[string, string, boolean]>([
    ['Hélène Roy', 'Hélène Roy', true],
    ['ROY, HELENE', 'Hélène Roy', true],
    ['Hélène Marie Roy', 'Hélène Roy', true],
    ["O'BRIEN-ROY JEAN", 'Jean O’Brien-Roy', true],
    ['Helen Roy', 'Hélène Roy', false],
    ['Roy', 'Hélène Roy', false],
    ['Hélène Roy', '', false],
    ['', 'Hélène Roy', false],
    ['Roy Roy', 'Roy Roy', true],
    ['Roy', 'Roy Roy', false],
  ])('"%s" is the profile\'s "%s": %s', (onDocument, profileName, matches) => {
    expect(documentNameMatches(onDocument, profileName)).toBe(matches);
  });
});

describe('whether staff may request the missing forms', () => {
  const paid = '2026-11-01T10:00:00.000Z';
  const ready: RetrievalWorkFacts = {
    status: 'submitted',
    paymentCompletedDate: paid,
    authorised: true,
    identityCheck: { profileName: 'Hélène Roy' },
    profileName: 'Hélène Roy',
  };
  const e = copy.retrievalErrors;

  it.each<[string, Partial<RetrievalWorkFacts>, { paid: boolean; identityChecked: boolean; refusal: string | null }]>([
    ['paid, signed, identity checked', {}, { paid: true, identityChecked: true, refusal: null }],
    [
      'the name checked differs only in case and spacing',
      { profileName: ' hélène  ROY ' },
      { paid: true, identityChecked: true, refusal: null },
    ],
    ...(['processing', 'approved', 'completed', 'reopened', 'awaiting_balance'] as ApplicationStatus[]).map(
      (status) =>
        [`${status}`, { status }, { paid: true, identityChecked: true, refusal: null }] as [
          string,
          Partial<RetrievalWorkFacts>,
          { paid: boolean; identityChecked: boolean; refusal: string | null },
        ],
    ),
    [
      'not paid (ready for payment)',
      { status: 'ready_for_payment', paymentCompletedDate: null },
      { paid: false, identityChecked: true, refusal: e.notPaid },
    ],
    [
      'a draft',
      { status: 'draft', paymentCompletedDate: null },
      { paid: false, identityChecked: true, refusal: e.notPaid },
    ],
    [
      'a paid state without a payment recorded',
      { paymentCompletedDate: null },
      { paid: false, identityChecked: true, refusal: e.notPaid },
    ],
    [
      'rejected after payment (the refund clears it)',
      { status: 'rejected', paymentCompletedDate: null },
      { paid: false, identityChecked: true, refusal: e.claimClosed },
    ],
    [
      'rejected with the payment still recorded',
      { status: 'rejected' },
      { paid: false, identityChecked: true, refusal: e.claimClosed },
    ],
    ['not signed', { authorised: false }, { paid: true, identityChecked: true, refusal: e.notAuthorised }],
    [
      'identity not checked',
      { identityCheck: null },
      { paid: true, identityChecked: false, refusal: e.identityNotChecked },
    ],
    [
      'the profile name changed since the check',
      { profileName: 'Someone Else' },
      { paid: true, identityChecked: false, refusal: e.identityChanged },
    ],
    [
      'unpaid and unchecked: payment first',
      { status: 'ready_for_payment', paymentCompletedDate: null, identityCheck: null },
      { paid: false, identityChecked: false, refusal: e.notPaid },
    ],
  ])('%s', (_, change, expected) => {
    expect(wordedReadiness(retrievalReadiness({ ...ready, ...change }))).toEqual(expected);
  });
});

describe('the readiness refusal', () => {
  it('is a code in the domain, worded at the edge', () => {
    const refusal = retrievalReadiness({
      status: 'rejected',
      paymentCompletedDate: null,
      authorised: true,
      identityCheck: null,
      profileName: 'Hélène Roy',
    }).refusal;
    expect(refusal).toBe('claim_closed');
  });
});
