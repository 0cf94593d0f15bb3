import { claimDeadlineDay, lastPaymentDay } from './claim-years';
import { copy } from '../copy';
import { formatDate } from '../i18n/format';
import type { ClaimRefusal, ClaimRefusalCode } from './lifecycle';
import type { YearRefusal } from './residency';

/** A screening refusal in plain words, from the catalogue, in the reader's language. */
export const refusalText = ({ year, code }: YearRefusal): string => copy.screening.refusals[code](year);

type WordedAlone = Exclude<ClaimRefusalCode, 'screening_refused' | 'year_closed' | 'year_past_payment_day'>;

/** The catalogue's words for each refusal that needs nothing but its code (read when refusing: copy follows the language). */
const CLAIM_REFUSALS: Record<WordedAlone, () => string> = {
  forbidden: () => copy.common.forbidden,
  answers_incomplete: () => copy.application.incomplete,
  residency_unanswered: () => copy.screening.answersMissing,
  low_refund_unconfirmed: () => copy.screening.lowRefundUnconfirmed,
  not_paid_yet: () => copy.lifecycle.notPaidYet,
  balance_unpaid: () => copy.lifecycle.balanceUnpaid,
  retrieval_not_authorised: () => copy.retrievalErrors.processingNeedsAuthorisation,
  answers_frozen: () => copy.lifecycle.answersFrozen,
  documents_frozen: () => copy.lifecycle.documentsFrozen,
  claim_closed: () => copy.lifecycle.claimClosed,
  already_finished: () => copy.lifecycle.alreadyPaid,
  not_ready_for_payment: () => copy.payment.notReadyForPayment,
  not_payable: () => copy.lifecycle.notPayable,
  already_paid: () => copy.payment.alreadyPaid,
  not_awaiting_payment: () => copy.lifecycle.notAwaitingPayment,
  cannot_reopen: () => copy.lifecycle.cannotReopen,
  forms_await_changes: () => copy.lifecycle.formsAwaitChanges,
  retrieval_pay_first: () => copy.retrievalErrors.payFirst,
  retrieval_not_finished: () => copy.retrievalErrors.notFinished,
  retrieval_claim_closed: () => copy.retrievalErrors.claimClosed,
  status_not_allowed: () => copy.lifecycle.statusNotAllowed,
};

/**
 * Why the lifecycle refused, in plain words in the reader's language: what the HTTP error and the pages show.
 * The lifecycle (lifecycle.ts) answers only the code.
 */
export function claimRefusalText(refusal: ClaimRefusal): string {
  switch (refusal.code) {
    case 'screening_refused':
      return refusalText(refusal.screening);
    case 'year_closed':
      return copy.payment.yearClosed(String(refusal.year));
    case 'year_past_payment_day':
      return copy.payment.yearPastPaymentDay(
        String(refusal.year),
        formatDate(lastPaymentDay(refusal.year)),
        formatDate(claimDeadlineDay(refusal.year)),
      );
    default:
      return CLAIM_REFUSALS[refusal.code]();
  }
}

/** The words answering each answer a claim still lacks (lifecycle.ts missingAnswers), by answer. */
export const missingAnswerTexts = (missing: readonly string[]): Record<string, string> =>
  Object.fromEntries(missing.map((answer) => [answer, copy.application.answerRequired]));
