/**
 * Whom the service can file a Form 1040-NR for, one tax year at a time. Pure: the server stores the answers
 * and asks this module; the outcome is a code, and each code's words live in the catalogues.
 */

export const MARITAL_STATUSES = ['unmarried', 'married'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** A year-keyed answer; keys are tax years as strings ("2024"), as stored. */
export type ByYear<T> = Readonly<Record<string, T>>;

/** What the customer told us about residence and status. An absent value is a question not yet answered. */
export interface ResidencyFacts {
  /** Country of tax residence, ISO 3166-1 alpha-2. */
  countryOfResidence?: string;
  /** Ever a US citizen or a green-card holder (lawful permanent resident). */
  everUsCitizenOrGreenCard?: boolean;
  /** Days present in the US in each year: each claim year and the two years before it. */
  daysInUs: ByYear<number>;
  /** Whether a closer-connection statement (Form 8840) was filed on time for the year. */
  closerConnection8840Filed: ByYear<boolean>;
  /** Eligible for a US social security number; asked only when an ITIN is needed. */
  ssnEligible?: boolean;
  /** A US return was already filed for the year (by the customer or anyone else). */
  returnAlreadyFiled: ByYear<boolean>;
  maritalStatus?: MaritalStatus;
  /** Schedule OI item A: countries of citizenship or nationality during the year (ISO alpha-2). */
  citizenships?: readonly string[];
  /** Schedule OI item C: ever applied to be a green-card holder. */
  everAppliedForGreenCard?: boolean;
  /** Schedule OI item E: visa type, or US immigration status, on the last day of the year. */
  visaOnLastDay?: string;
  /** Schedule OI item I: the latest year a US income tax return was filed, and its form; null: never. */
  priorReturn?: { year: number; form: string } | null;
}

export const REFUSAL_CODES = [
  'facts-missing',
  'us-citizen-or-green-card',
  'us-tax-resident',
  'substantial-presence',
  'ssn-eligible',
  'return-already-filed',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export type ScreeningOutcome = { eligible: true } | { eligible: false; code: RefusalCode };

export interface ScreeningOptions {
  /** The claim needs a new or renewed ITIN (so SSN eligibility matters). */
  needsItin: boolean;
}

/*
 * Substantial presence test: IRC §7701(b)(3); irs.gov "The Green Card Test and the Substantial Presence
 * Test" and the IRS's substantial presence help page (which points to Pub. 519): present at least 31 days
 * in the year, and days in the year + 1/3 of the days in the first year before + 1/6 of the days in the
 * second year before >= 183. The days that do not count (commuters from Canada or Mexico, transit under
 * 24 hours, a medical condition, exempt individuals, crew members) are out of scope: every day the
 * customer reports counts, which can only refuse more, never file for a US resident.
 * Green card: a lawful permanent resident is a resident alien (same irs.gov page); Schedule OI item D.
 * SSN: Form W-7 (Rev. 12-2024) is not for anyone who has or is eligible for an SSN.
 * A return already filed: a second return for the year would be an amended return, which we do not prepare.
 */
export const SUBSTANTIAL_PRESENCE = { minimumDaysInYear: 31, weightedDays: 183 } as const;

/*
 * Closer-connection exception: IRC §7701(b)(3)(B); irs.gov "Closer Connection Exception to the Substantial
 * Presence Test": only for someone present fewer than 183 days in the year, with a tax home and a closer
 * connection abroad, shown on a Form 8840 filed on time. (It also needs no green-card steps taken or pending
 * in the year, which is not asked here.)
 */
export const CLOSER_CONNECTION_MAX_DAYS_IN_YEAR = 182;

const days = (facts: ResidencyFacts, year: number): number | undefined => facts.daysInUs[String(year)];

/**
 * Whether the days meet the substantial presence test for `taxYear`; undefined while a needed year's days
 * are unknown. Computed in sixths so a third or a sixth of a day is never rounded.
 */
export function meetsSubstantialPresence(facts: ResidencyFacts, taxYear: number): boolean | undefined {
  const current = days(facts, taxYear);
  if (current === undefined) return undefined;
  if (current < SUBSTANTIAL_PRESENCE.minimumDaysInYear) return false;
  const before = days(facts, taxYear - 1);
  const twoBefore = days(facts, taxYear - 2);
  if (before === undefined || twoBefore === undefined) return undefined;
  return 6 * current + 2 * before + twoBefore >= 6 * SUBSTANTIAL_PRESENCE.weightedDays;
}

type Check = 'pass' | 'refuse' | 'unknown';
const yesNo = (value: boolean | undefined, refuseWhen: boolean): Check =>
  value === undefined ? 'unknown' : value === refuseWhen ? 'refuse' : 'pass';

function usResidentByPresence(facts: ResidencyFacts, taxYear: number): Check {
  const meets = meetsSubstantialPresence(facts, taxYear);
  if (meets === undefined) return 'unknown';
  if (!meets) return 'pass';
  if ((days(facts, taxYear) ?? 0) > CLOSER_CONNECTION_MAX_DAYS_IN_YEAR) return 'refuse';
  return yesNo(facts.closerConnection8840Filed[String(taxYear)], false);
}

/**
 * The outcome for one claim year. A refusal that the known answers already prove wins over missing
 * answers; otherwise a missing answer gives 'facts-missing' (ask, don't refuse).
 */
export function screenClaimYear(
  facts: ResidencyFacts,
  taxYear: number,
  { needsItin }: ScreeningOptions,
): ScreeningOutcome {
  const country = facts.countryOfResidence?.trim().toUpperCase();
  const checks: readonly (readonly [RefusalCode, Check])[] = [
    ['us-citizen-or-green-card', yesNo(facts.everUsCitizenOrGreenCard, true)],
    ['us-tax-resident', country ? (country === 'US' ? 'refuse' : 'pass') : 'unknown'],
    ['substantial-presence', usResidentByPresence(facts, taxYear)],
    ['ssn-eligible', needsItin ? yesNo(facts.ssnEligible, true) : 'pass'],
    ['return-already-filed', yesNo(facts.returnAlreadyFiled[String(taxYear)], true)],
  ];
  const refused = checks.find(([, check]) => check === 'refuse');
  if (refused) return { eligible: false, code: refused[0] };
  if (checks.some(([, check]) => check === 'unknown')) return { eligible: false, code: 'facts-missing' };
  return { eligible: true };
}

export const FACT_NAMES = [
  'countryOfResidence',
  'everUsCitizenOrGreenCard',
  'daysInUs',
  'closerConnection8840Filed',
  'ssnEligible',
  'returnAlreadyFiled',
  'maritalStatus',
] as const;
export type FactName = (typeof FACT_NAMES)[number];

export interface MissingFact {
  fact: FactName;
  /** The year the answer is for, for year-keyed facts. */
  year?: number;
}

/**
 * The answers still needed to screen the claim years and fill the return: days for each claim year and
 * the two before it (Schedule OI asks for all three), Form 8840 only where the days meet the test.
 */
export function missingFacts(
  facts: ResidencyFacts,
  taxYears: readonly number[],
  { needsItin }: ScreeningOptions,
): MissingFact[] {
  const missing: MissingFact[] = [];
  if (!facts.countryOfResidence?.trim()) missing.push({ fact: 'countryOfResidence' });
  if (facts.everUsCitizenOrGreenCard === undefined) missing.push({ fact: 'everUsCitizenOrGreenCard' });
  if (facts.maritalStatus === undefined) missing.push({ fact: 'maritalStatus' });
  if (needsItin && facts.ssnEligible === undefined) missing.push({ fact: 'ssnEligible' });
  const years = [...new Set(taxYears)].sort((a, b) => b - a);
  const dayYears = [...new Set(years.flatMap((year) => [year, year - 1, year - 2]))].sort((a, b) => b - a);
  for (const year of dayYears) if (days(facts, year) === undefined) missing.push({ fact: 'daysInUs', year });
  for (const year of years) {
    if (facts.returnAlreadyFiled[String(year)] === undefined) missing.push({ fact: 'returnAlreadyFiled', year });
    const closeEnough = (days(facts, year) ?? Infinity) <= CLOSER_CONNECTION_MAX_DAYS_IN_YEAR;
    if (
      meetsSubstantialPresence(facts, year) &&
      closeEnough &&
      facts.closerConnection8840Filed[String(year)] === undefined
    )
      missing.push({ fact: 'closerConnection8840Filed', year });
  }
  return missing;
}
