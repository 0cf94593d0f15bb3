import { CLAIM_WINDOW_YEARS, PRODUCT_NAME, TIMINGS } from '../../constants';
import { formatUsd } from '../../i18n/format';
import { REPORTING_THRESHOLDS } from '../../reference/reporting-thresholds';

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

export const commonEn = {
  common: {
    error: 'Error',
    success: 'Success',
    unexpected: 'An unexpected error occurred',
    genericRetry: 'An error occurred. Please try again.',
    loading: 'Loading...',
    saving: 'Saving...',
    home: 'Home',
    backToHome: 'Back to Home',
    back: 'Back',
    cancel: 'Cancel',
    save: 'Save',
    /** The close button of a toast (a short message that opens under the header). */
    closeNotification: 'Close notification',
    invalidRequest: 'Some of the information sent is not valid.',
    notFound: 'Not found.',
    unauthorized: 'Please sign in to continue.',
    forbidden: 'You are not allowed to do that.',
    notThroughSite: 'Please use the TaxBack website or app to reach this service.',
    notJson: 'Please send the request as JSON (Content-Type: application/json).',
    accessDenied: 'Access denied. Admin privileges required.',
    staffTotpRequired: 'Staff accounts need an authenticator app. Set it up to open the back office.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    serverError: 'Something went wrong on our side. Please try again.',
    serviceUnavailable:
      'We are briefly unable to reach part of our service. Nothing was changed; please try again in a few seconds.',
    conflict: 'This was changed elsewhere. Please reload and try again.',
  },
  header: {
    signIn: 'Sign in',
    signUp: 'Sign up',
    myAccount: 'My Account',
    signOut: 'Sign out',
    signingOut: 'Signing out...',
    admin: 'Admin',
    nav: {
      whyChooseUs: 'Why Choose Us',
      howItWorks: 'How It Works',
      faq: 'FAQ',
      blog: 'Blog',
      pricing: 'Pricing',
      contact: 'Contact',
    },
    hello: (firstName: string) => `Hi, ${firstName}`,
    homeLink: `${PRODUCT_NAME} home`,
    mainNavigation: 'Main navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to main content',
    adminUnread: (count: number) => `${count} unread`,
    adminUnreadLabel: (count: number) =>
      `${count} unread ${count === 1 ? 'notification or customer message' : 'notifications and customer messages'}`,
  },
  footer: {
    disclaimer: `${PRODUCT_NAME} is a third party tax prep service based in Canada and is not affiliated with the IRS.`,
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    contact: 'Contact us',
    copyright: (year: number) => `© ${year} ${PRODUCT_NAME}. All rights reserved.`,
  },
  config: {
    errorTitle: `${PRODUCT_NAME} is temporarily unavailable`,
    errorBody: 'The application could not load its settings. Please try again in a few minutes.',
    retry: 'Try again',
  },
  notFound: {
    title: 'Oops! Page not found',
    returnHome: 'Return to Home',
  },
  validation: {
    required: 'This field is required.',
    wholeNumber: 'Enter a whole number.',
    wrongType: (kind: string) => `Expected ${kind}.`,
    kinds: { string: 'a text', number: 'a number', boolean: 'true or false', array: 'a list', object: 'an object' },
    units: { characters: 'characters', items: 'items', bytes: 'bytes' },
    atMost: (limit: number, units: string) => `At most ${limit} ${units}.`,
    atLeast: (limit: number, units: string) => `At least ${limit} ${units}.`,
    exactly: (limit: number, units: string) => `Exactly ${limit} ${units}.`,
    atMostNumber: (limit: number) => `At most ${limit}.`,
    atLeastNumber: (limit: number) => `At least ${limit}.`,
    below: (limit: number) => `Less than ${limit}.`,
    above: (limit: number) => `More than ${limit}.`,
    multipleOf: (divisor: number) => `A multiple of ${divisor}.`,
    email: 'Enter a valid email address.',
    date: 'Enter a date as YYYY-MM-DD.',
    dateTime: 'Enter a date and time in ISO 8601 format.',
    identifier: 'This identifier is not valid.',
    format: 'This value is not in the expected format.',
    oneOf: (values: string) => `Expected one of: ${values}.`,
    unknownFields: (keys: string) => `Not a known field: ${keys}.`,
    invalid: 'This value is not valid.',
  },
  /** The provinces as shown; the stored value stays the English name (reference/provinces.ts). */
  provinces: {
    Alberta: 'Alberta',
    'British Columbia': 'British Columbia',
    Manitoba: 'Manitoba',
    'New Brunswick': 'New Brunswick',
    'Newfoundland and Labrador': 'Newfoundland and Labrador',
    'Northwest Territories': 'Northwest Territories',
    'Nova Scotia': 'Nova Scotia',
    Nunavut: 'Nunavut',
    Ontario: 'Ontario',
    'Prince Edward Island': 'Prince Edward Island',
    Quebec: 'Quebec',
    Saskatchewan: 'Saskatchewan',
    Yukon: 'Yukon',
  },
  /** A date typed as day, month and year (date of birth, a missing form's win date). */
  dateField: {
    day: 'Day',
    month: 'Month',
    year: 'Year',
    chooseMonth: 'Select',
    notADate: 'This date does not exist. Check the day, the month and the year (4 digits).',
  },
  refundFacts: refundFactsCopy,
} as const;
