import { CLAIM_WINDOW_YEARS, TIMINGS } from '../constants';
import { formatUsd } from '../i18n/format';
import { REPORTING_THRESHOLDS } from '../reference/reporting-thresholds';

const usd = (dollars: number) => formatUsd(dollars * 100, 'en', { wholeDollars: true });
const { before, from } = REPORTING_THRESHOLDS;

/**
 * What the site says about the IRS's side of a claim, each said once and quoted wherever it is needed (FAQ, marketing,
 * payment, status pages, terms, chatbot): refund timing, how refunds are paid, reporting thresholds, our money-back
 * promise, what "Approved by IRS" means and which losses count.
 */
export const refundFactsCopy = {
  /** The IRS's own words: irs.gov, "Nonresident Aliens Filing Form 1040-NR for Refund of U.S. Source Income Withheld". */
  timing: `The IRS asks you to allow up to ${TIMINGS.irsRefundAllowanceMonths} months from the return's due date (June 15 after the tax year) or the date the return is filed, whichever is later, for a refund. When you need a new ITIN, the IRS issues it first, which adds time.`,
  timingShort: `The IRS allows up to ${TIMINGS.irsRefundAllowanceMonths} months from June 15 after the tax year, or from the filing date if later`,
  /** Executive Order 14247 (March 25, 2025); the IRS's notice "Modernizing payments to and from America's bank account". */
  payment:
    'The US Treasury is phasing out paper refund cheques (Executive Order 14247, from September 30, 2025, as far as the law permits, with exceptions still being settled). The IRS prefers to pay a refund into a bank account; without one it can pay into, it may write to you before paying, which takes longer. We tell you what it asks for and help you answer.',
  paymentShort: 'Paid by the IRS, preferably into a bank account: paper cheques are being phased out',
  /** Reporting thresholds by game and year of payment (reference/reporting-thresholds.ts). */
  get thresholds() {
    return `A casino gives a nonresident a Form 1042-S for a win it must report to the IRS. For wins paid up to ${before.lastYear}, that is ${usd(before.slotsAndBingoDollars)} or more from a slot machine or bingo, ${usd(before.kenoDollars)} or more from keno (less the bet), more than ${usd(before.pokerTournamentAboveDollars)} from a poker tournament (less the buy-in), and ${usd(before.otherGames.dollars)} or more from other games when the win is at least ${before.otherGames.timesWager} times the bet. For wins paid in ${from.firstYear}, the amount for slot machines and bingo is ${usd(from.slotsAndBingoDollars)}. Wins at blackjack, baccarat, craps, roulette and big-6 wheel are not taxed for nonresidents and get no form.`;
  },
  /** The promise in one line; the terms define it (legal.ts). */
  moneyBack:
    'Money-back promise: if we cannot file your claim, or the IRS refuses to process the return we prepared, we refund our fee in full, as our terms define.',
  /** The same promise under a heading that already names it. */
  moneyBackBody:
    'If we cannot file your claim, or the IRS refuses to process the return we prepared, we refund our fee in full, as our terms define.',
  moneyBackShort: 'Our fee back if we cannot file your claim',
  /** What "Approved by IRS" (the specification's name for the step) means: the IRS does not approve returns. */
  approvedByIrs: 'The IRS has processed your return and worked out the refund it owes you.',
  /** Which losses count: net losses, not the total bet. */
  losses:
    'Your net gambling losses in the US that year: what you lost minus what you won, as the casinos’ win/loss statements show. Not the total you bet. Keep the statements: the IRS can ask for them, and you can upload them as loss evidence.',
  /** How many years are open, from the claim window (three or four, depending on the date). */
  window: `Each tax year stays open until June 15, ${CLAIM_WINDOW_YEARS} years after its return was due (June 15 of the year after your win), so from January to mid-June one more year is open than the rest of the year.`,
};
