import { WITHHOLDING_RATE_PERCENT } from '../constants';
import { refundFactsCopy } from './refund-facts';
import type { EstimatorGame } from '../estimator/tax-rules';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Readable names of the games a Form 1042-S can report. */
const gameLabels: Record<EstimatorGame, string> = {
  'slot-machine': 'Slot machine',
  'poker-tournament': 'Poker tournament',
  keno: 'Keno',
  bingo: 'Bingo',
  lottery: 'Lottery',
  'sports-betting': 'Sports betting',
  'progressive-jackpot': 'Progressive jackpot',
  blackjack: 'Blackjack',
  baccarat: 'Baccarat',
  craps: 'Craps',
  roulette: 'Roulette',
  'big-6-wheel': 'Big-6 wheel',
  other: 'Other',
};

/** Claim deadlines, beside a tax year in the estimator and the wizard. */
export const claimDeadlineCopy = {
  claimBy: (date: string) => `Claim by ${date}`,
  closingSoon: (days: number) => `Only ${plural(days, 'day', 'days')} left to claim this year`,
  payBy: (date: string) => `Pay by ${date}`,
  paySoon: (days: number) => `Only ${plural(days, 'day', 'days')} left to pay for this year`,
};

/** The estimate is never a promise: said wherever an estimated amount shows. */
const noPromise =
  'This is an estimate, not a promise: the IRS decides the final amount. It can take the IRS up to 6 months from the due date or the filing date, whichever is later, to issue a refund.';

/** The public refund estimator page. */
export const estimatorCopy = {
  title: 'Refund estimator',
  intro:
    'Enter the figures from your Form 1042-S forms to see roughly how much US tax you could get back, what our fee would be and what you would keep. Nothing you type is stored or sent anywhere.',
  formTitle: 'Your winnings',
  residence: {
    label: 'Country of tax residence',
    hint: 'Where you lived for tax purposes in these years: it decides what comes back.',
    canada: 'Canada',
    other: 'Another country',
    rules: {
      'canada-offset':
        'As a resident of Canada, you may deduct your US gambling losses of the same year from your winnings (Canada-US tax treaty, Article XXII).',
      'treaty-exempt': (article: string) =>
        `Your country's tax treaty with the US exempts gambling winnings (${article}): all the federal tax withheld comes back.`,
      'no-treaty-offset': `Only residents of Canada can deduct gambling losses. Residents of other countries get back only the tax withheld on blackjack, baccarat, craps, roulette and big-6 wheel, and any tax withheld above ${WITHHOLDING_RATE_PERCENT}% of the winnings.`,
    },
  },
  yearTitle: (year: number) => `Tax year ${year}`,
  addYearGroup: 'Add a tax year',
  addYear: (year: number) => `Add ${year}`,
  removeYear: (year: number) => `Remove ${year}`,
  winTitle: (number: number) => `Win ${number}`,
  game: 'Game',
  games: gameLabels,
  winnings: 'Amount won (USD)',
  winningsHint: 'Box 2 of Form 1042-S',
  withheld: 'Federal tax withheld (USD)',
  withheldHint: 'Box 7a of Form 1042-S',
  exemptGame: 'Not taxable for nonresidents: the tax withheld on this win comes back in full.',
  addWin: 'Add another win',
  removeWin: (number: number) => `Remove win ${number}`,
  losses: (year: number) => `Your net US gambling losses in ${year} (USD)`,
  lossesHint: refundFactsCopy.losses,
  breakdown: {
    title: (year: number) => `How we estimated ${year}`,
    taxable: 'Taxable winnings',
    exempt: 'Winnings not taxed',
    exemptNote: 'Blackjack, baccarat, craps, roulette and big-6 wheel: the tax withheld on them comes back in full.',
    losses: 'Deductible losses',
    lossesNote: (percent: number) =>
      percent < 100
        ? `Only ${percent}% of your losses count for this tax year, and never more than your taxable winnings.`
        : 'Your losses of the same year, never more than your taxable winnings.',
    lossesNotAllowed: 'Only residents of Canada can deduct losses.',
    treatyExempt: "Exempt under your country's tax treaty with the US.",
    taxOwed: (percent: number) => `Tax owed: ${percent}% of what remains`,
    withheld: 'Federal tax withheld',
    refund: 'Estimated refund',
    refundNote: 'The tax withheld minus the tax owed, never below zero.',
  },
  summaryTitle: 'Your estimate',
  yearRefund: (year: number) => `Tax year ${year}`,
  totalRefund: 'Total estimated refund',
  hasItin: 'I already have an ITIN',
  feeTitle: 'Our fee',
  feeTotal: 'Total fee',
  youKeep: 'What you keep',
  withheldOverWinnings: 'The tax withheld cannot be more than the amount won.',
  feeExceedsRefund: 'Our fee is more than the estimated refund, so a claim would not pay off on these figures.',
  /** The refund as a picture: withheld → what the IRS keeps → refund → our fee → what you keep. */
  picture: {
    title: 'Where the tax withheld goes',
    withheld: 'Tax withheld',
    irsKeeps: 'The IRS keeps',
    refund: 'Your refund',
    fee: 'Our fee',
    youKeep: 'What you keep',
    feeOver: (amount: string) => `Our fee is ${amount} more than the refund.`,
    summary: (withheld: string, irsKeeps: string, refund: string, fee: string, youKeep: string) =>
      `Of ${withheld} withheld, the IRS keeps ${irsKeeps} and refunds ${refund}. After our fee of ${fee}, you keep ${youKeep}.`,
  },
  howTitle: 'How the estimate works',
  how: [
    `US casinos withhold ${WITHHOLDING_RATE_PERCENT}% of a nonresident's gambling winnings.`,
    'Only residents of Canada may deduct their US gambling losses of the same year from their winnings, never below zero (Canada-US tax treaty, Article XXII).',
    'Winnings from blackjack, baccarat, craps, roulette and big-6 wheel are not taxable for nonresidents, so the tax withheld on them comes back in full.',
    `The tax owed is ${WITHHOLDING_RATE_PERCENT}% of what remains; your refund is the federal tax withheld minus that tax.`,
    'State tax withheld is not recovered.',
  ],
  noPromise,
};

/** Links to the estimator from the home and pricing pages. */
export const estimatorLinkCopy = {
  cta: 'Estimate your refund',
  question: 'How much would you get back?',
  body: 'Enter the figures from your Form 1042-S to see your estimated refund, our fee and what you keep.',
};

/** The figures a customer types next to their uploads, which the refund estimate is computed from. */
export const claimFigureCopy = {
  entryTitle: 'Figures of this form',
  entryLabel: (fileName: string) => `Figures of ${fileName}`,
  taxYear: 'Tax year',
  selectYear: 'Select a year',
  selectGame: 'Select a game',
  save: 'Save figures',
  saveLabel: (fileName: string) => `Save figures of ${fileName}`,
  saved: 'Figures saved',
  incomplete: 'Fill in every field to save.',
  agentName: "Withholding agent's name (box 12d)",
  agentNameHint: 'Usually the casino or its operating company.',
  agentNameRequired: "Please enter the withholding agent's name.",
  agentEin: "Withholding agent's EIN (box 12a)",
  agentEinHint: 'Nine digits, like 12-3456789.',
  einInvalid: 'Please enter the EIN as printed on the form: two digits, a dash and seven digits (12-3456789).',
  incomeCode: 'Income code (box 1)',
  incomeCodeHint: 'Two digits; 28 for gambling winnings.',
  incomeCodeInvalid: 'Please enter the two-digit income code of box 1.',
  totalCredit: 'Total withholding credit (USD)',
  totalCreditHint: 'Box 10 of Form 1042-S',
  creditOverIncome: 'The total withholding credit cannot be more than the gross income (box 2).',
  noYears: 'Choose your tax years in the application to enter the figures of your forms.',
  lossesTitle: 'Your gambling losses',
  lossesIntro: `Net US gambling losses of a claimed year reduce the tax you owe on that year. ${refundFactsCopy.losses}`,
  losses: (year: string) => `Net losses in ${year} (USD)`,
  saveLosses: 'Save losses',
  lossesSaved: 'Losses saved',
  estimatedRefund: 'Estimated refund',
  noPromise,
};
