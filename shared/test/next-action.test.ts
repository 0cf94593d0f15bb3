import { describe, expect, it } from 'vitest';
import {
  displayedStatus,
  nextAction,
  shownEstimate,
  type ClaimStandingFacts,
  type DisplayedStatus,
  type NextAction,
} from '../src/claim/next-action';

/** A paid claim with its forms and ID uploaded and nothing missing: our move. */
const paid: ClaimStandingFacts = {
  status: 'submitted',
  paymentCompletedDate: '2026-02-01',
  hasItin: false,
  hasAll1042s: true,
  numMissing1042s: 0,
  num1042sForms: 1,
  uploadedIdDocsCount: 1,
  retrievalAuthorised: false,
  formsToSign: 0,
};
const missingForms: ClaimStandingFacts = { ...paid, hasAll1042s: false, numMissing1042s: 2 };

describe('the claim as the customer sees it', () => {
  const cases: [string, ClaimStandingFacts, DisplayedStatus, NextAction][] = [
    ['a draft', { status: 'draft' }, 'draft', 'continue_application'],
    ['a finished, unpaid claim', { status: 'ready_for_payment' }, 'ready_for_payment', 'pay'],
    ['a claim reopened by staff', { ...paid, status: 'reopened' }, 'reopened', 'review_answers'],
    ['a claim owing a balance', { ...paid, status: 'awaiting_balance' }, 'balance_due', 'pay_balance'],
    [
      'a balance owed although forms wait for signature',
      { ...paid, status: 'awaiting_balance', formsToSign: 2 },
      'balance_due',
      'pay_balance',
    ],
    ['a paid claim with nothing missing', paid, 'in_review', 'none'],
    ['missing forms not yet authorised', missingForms, 'in_review', 'sign_authorisation'],
    ['missing forms authorised', { ...missingForms, retrievalAuthorised: true }, 'in_review', 'none'],
    ['missing forms, authorisation not known yet', { ...missingForms, retrievalAuthorised: null }, 'in_review', 'none'],
    ['authorisation before the forms to sign', { ...missingForms, formsToSign: 1 }, 'forms_sent', 'sign_authorisation'],
    ['official forms to sign', { ...paid, formsToSign: 2 }, 'forms_sent', 'sign_and_mail_forms'],
    ['forms sent, not yet listed', { ...paid, formsSentDate: '2026-02-10' }, 'forms_sent', 'none'],
    ['signed forms received', { ...paid, formsToSign: 2, formsReceivedDate: '2026-03-01' }, 'forms_received', 'none'],
    ['no Form 1042-S uploaded', { ...paid, num1042sForms: 0 }, 'in_review', 'upload_documents'],
    ['no ID uploaded for a new ITIN', { ...paid, uploadedIdDocsCount: 0 }, 'in_review', 'upload_documents'],
    [
      'no ID uploaded for a renewal',
      { ...paid, hasItin: true, itinIsActive: 'no', uploadedIdDocsCount: 0 },
      'in_review',
      'upload_documents',
    ],
    [
      'no ID needed with an active ITIN',
      { ...paid, hasItin: true, itinIsActive: 'yes', uploadedIdDocsCount: 0 },
      'in_review',
      'none',
    ],
    [
      'every form missing: none to upload',
      { ...missingForms, retrievalAuthorised: true, num1042sForms: 0 },
      'in_review',
      'none',
    ],
    [
      'documents missing once forms are prepared',
      { ...paid, uploadedIdDocsCount: 0, formsSentDate: '2026-02-10' },
      'forms_sent',
      'none',
    ],
    [
      'forms to sign before missing documents',
      { ...paid, uploadedIdDocsCount: 0, formsToSign: 1 },
      'forms_sent',
      'sign_and_mail_forms',
    ],
    [
      'submitted to the IRS',
      { ...paid, status: 'processing', irsSubmissionDate: '2026-03-05' },
      'submitted_to_irs',
      'none',
    ],
    ['approved by the IRS', { ...paid, status: 'approved', irsApprovalDate: '2026-05-01' }, 'approved_by_irs', 'none'],
    ['refund issued', { ...paid, status: 'completed', refundIssuedDate: '2026-06-01' }, 'refund_issued', 'none'],
    ['stored "completed" without its steps', { ...paid, status: 'completed' }, 'in_review', 'none'],
    [
      'refund step while the stored status says submitted',
      { ...paid, refundIssuedDate: '2026-06-01' },
      'refund_issued',
      'none',
    ],
    ['rejected', { ...missingForms, status: 'rejected' }, 'rejected', 'none'],
  ];

  it.each(cases)('%s', (_name, facts, status, action) => {
    expect(displayedStatus(facts)).toBe(status);
    expect(nextAction(facts)).toBe(action);
  });
});

describe('the refund figure shown', () => {
  const cases: [string, ClaimStandingFacts, number | null][] = [
    ['no estimate', { status: 'submitted', estimatedRefundCents: null }, null],
    ['zero without any figures', { status: 'completed', estimatedRefundCents: 0, form1042sEntries: [] }, null],
    ['zero computed from figures', { status: 'submitted', estimatedRefundCents: 0, form1042sEntries: [{}] }, 0],
    ['an estimate', { status: 'submitted', estimatedRefundCents: 30_000 }, 30_000],
  ];
  it.each(cases)('%s', (_name, facts, shown) => expect(shownEstimate(facts)).toBe(shown));
});
