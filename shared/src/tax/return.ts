import { rulesFor, type CountryRules } from './country-rules';
import { returnRevision, type ReturnConcept, type ReturnLine, type ReturnRevision } from './return-lines';
import type { MaritalStatus, ResidencyFacts } from './screening';

/** Form 1042-S box 1 income code of gambling winnings (Instructions for Form 1042-S, income code 28). */
export const GAMBLING_INCOME_CODE = '28';

/** One Form 1042-S as received, amounts in integer cents. */
export interface Form1042sFigures {
  withholdingAgentName: string;
  withholdingAgentEin: string;
  /** Box 1. */
  incomeCode: string;
  /** Box 2, gross income. */
  grossIncomeCents: number;
  /** Box 7a, federal tax withheld. */
  federalTaxWithheldCents: number;
  /** Box 10, total withholding credit: the amount Form 1040-NR line 25g takes. */
  totalWithholdingCreditCents: number;
}

export interface ReturnInput {
  facts: ResidencyFacts;
  /** The year's Forms 1042-S. */
  forms1042s: readonly Form1042sFigures[];
  /** The year's net gambling losses from win/loss statements, cents. */
  netLossesCents: number;
  /** Part of the gambling winnings won at the games of IRC §871(j) (not taxed), cents, if known. */
  exemptGameWinningsCents?: number;
}

/*
 * Form 1040-NR filing status: the form (2021 MeF stylesheet, 2024 proof, page 1) offers Single, Married
 * filing separately (MFS) and Qualifying surviving spouse (QSS), never a joint return. This product maps an
 * unmarried customer to Single and a married one to MFS; QSS needs a dependent child and is out of scope.
 * Whether a married resident of Canada living apart may check Single was not confirmed: staff decide.
 */
export const FILING_STATUSES = ['single', 'married-filing-separately'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];
const FILING_STATUS_OF: Readonly<Record<MaritalStatus, FilingStatus>> = {
  unmarried: 'single',
  married: 'married-filing-separately',
};

/**
 * A treaty benefit claimed, for Schedule OI item L. Canada's offset exempts no income (exemptAmountCents 0)
 * and deducts losses; a treaty exemption exempts the winnings.
 */
export interface TreatyClaim {
  country: string;
  article: string;
  incomeCode: typeof GAMBLING_INCOME_CODE;
  benefit: 'loss-offset' | 'exemption';
  /** The income the treaty exempts this year, cents. */
  exemptAmountCents: number;
  /** The losses the treaty lets the return deduct this year (Schedule NEC line 10b), cents. */
  lossesDeductedCents: number;
}

export interface ScheduleOi {
  /** A: countries of citizenship (ISO alpha-2). */
  citizenships?: readonly string[];
  /** B: country of tax residence (ISO alpha-2). */
  residence?: string;
  /** C: ever applied for a green card. */
  appliedForGreenCard?: boolean;
  /** D1 and D2: ever a US citizen, ever a green-card holder (both "No" for anyone we file for). */
  everUsCitizen?: boolean;
  everGreenCardHolder?: boolean;
  /** E: visa type or immigration status on the last day of the year. */
  visa?: string;
  /** H: days present in the tax year and the two before, newest first. */
  daysPresent: readonly { year: number; days: number | undefined }[];
  /** I: the latest prior US return (year and form), or null when none was ever filed. */
  priorReturn?: { year: number; form: string } | null;
  /** L: treaty benefits claimed. */
  treatyClaims: readonly TreatyClaim[];
}

/** Every figure of the year's Form 1040-NR in this product's cases; amounts in integer cents. */
export interface ReturnFigures {
  taxYear: number;
  rules: CountryRules;
  /** The form's confirmed layout for the year; undefined when its lines could not be confirmed. */
  revision: ReturnRevision | undefined;
  filingStatus: FilingStatus | undefined;
  /** Gross gambling winnings on the 1042-S forms (income code 28). */
  gamblingWinningsCents: number;
  /** Of which won at §871(j) games: not taxed, left out of Schedule NEC's 30 % column. */
  exemptGameWinningsCents: number;
  /** Of which exempt by treaty (treaty-exempt countries): Schedule OI item L. */
  treatyExemptWinningsCents: number;
  /** Schedule NEC 10a-10c (Canada only) and 11 (everyone else); undefined on the lines that do not apply. */
  necCanadaWinningsCents: number | undefined;
  necCanadaLossesCents: number | undefined;
  necCanadaNetCents: number | undefined;
  necOtherWinningsCents: number | undefined;
  necColumn30TotalCents: number;
  necColumn30TaxCents: number;
  necTotalTaxCents: number;
  /** Form 1040-NR 23a, 24, 25g, 33, 34, 35a, and 37 (owed when withholding falls short). */
  taxOnNecCents: number;
  totalTaxCents: number;
  withholding1042sCents: number;
  totalPaymentsCents: number;
  overpaidCents: number;
  refundedCents: number;
  amountOwedCents: number;
  scheduleOi: ScheduleOi;
  /** Forms 1042-S for other income than gambling: their credit is counted, their income needs a preparer. */
  otherIncomeForms: readonly Form1042sFigures[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + Math.max(0, value), 0);

/**
 * The year's return. Tax is 30 % of Schedule NEC's column (c), rounded to the cent; Canada's losses are
 * the allowed share of the net losses, and the net line never goes below zero (Schedule NEC line 10c).
 * The only tax is the Schedule NEC tax and the only payments are the 1042-S credits (this product files
 * for customers with no other US income).
 */
export const returnFor = (input: ReturnInput, taxYear: number): ReturnFigures =>
  returnForRules(input, rulesFor(input.facts.countryOfResidence ?? '', taxYear));

/** returnFor under given country rules (returnFor takes them from rulesFor). */
export function returnForRules(input: ReturnInput, rules: CountryRules): ReturnFigures {
  const { facts } = input;
  const { taxYear } = rules;
  const gambling = input.forms1042s.filter((form) => form.incomeCode.trim() === GAMBLING_INCOME_CODE);
  const otherIncomeForms = input.forms1042s.filter((form) => form.incomeCode.trim() !== GAMBLING_INCOME_CODE);
  const gamblingWinningsCents = sum(gambling.map((form) => form.grossIncomeCents));
  const exemptGameWinningsCents = Math.min(gamblingWinningsCents, Math.max(0, input.exemptGameWinningsCents ?? 0));
  const taxableWinnings = gamblingWinningsCents - exemptGameWinningsCents;

  let necCanadaWinningsCents: number | undefined;
  let necCanadaLossesCents: number | undefined;
  let necCanadaNetCents: number | undefined;
  let necOtherWinningsCents: number | undefined;
  let treatyExemptWinningsCents = 0;
  let column30: number;
  if (rules.kind === 'canada-offset') {
    necCanadaWinningsCents = taxableWinnings;
    necCanadaLossesCents = Math.floor((Math.max(0, input.netLossesCents) * rules.lossPercent) / 100);
    necCanadaNetCents = Math.max(0, necCanadaWinningsCents - necCanadaLossesCents);
    column30 = necCanadaNetCents;
  } else if (rules.kind === 'treaty-exempt') {
    treatyExemptWinningsCents = taxableWinnings;
    necOtherWinningsCents = 0;
    column30 = 0;
  } else {
    necOtherWinningsCents = taxableWinnings;
    column30 = taxableWinnings;
  }
  const necColumn30TaxCents = Math.round((column30 * rules.ratePercent) / 100);
  const taxOnNecCents = necColumn30TaxCents;
  const withholding1042sCents = sum(input.forms1042s.map((form) => form.totalWithholdingCreditCents));
  const totalPaymentsCents = withholding1042sCents;
  const overpaidCents = Math.max(0, totalPaymentsCents - taxOnNecCents);

  const treatyClaims: TreatyClaim[] = [];
  if (rules.article && rules.kind !== 'no-treaty-offset')
    treatyClaims.push({
      country: rules.country,
      article: rules.article,
      incomeCode: GAMBLING_INCOME_CODE,
      benefit: rules.kind === 'canada-offset' ? 'loss-offset' : 'exemption',
      exemptAmountCents: treatyExemptWinningsCents,
      lossesDeductedCents: necCanadaLossesCents ?? 0,
    });

  return {
    taxYear,
    rules,
    revision: returnRevision(taxYear),
    filingStatus: facts.maritalStatus ? FILING_STATUS_OF[facts.maritalStatus] : undefined,
    gamblingWinningsCents,
    exemptGameWinningsCents,
    treatyExemptWinningsCents,
    necCanadaWinningsCents,
    necCanadaLossesCents,
    necCanadaNetCents,
    necOtherWinningsCents,
    necColumn30TotalCents: column30,
    necColumn30TaxCents,
    necTotalTaxCents: necColumn30TaxCents,
    taxOnNecCents,
    totalTaxCents: taxOnNecCents,
    withholding1042sCents,
    totalPaymentsCents,
    overpaidCents,
    refundedCents: overpaidCents,
    amountOwedCents: Math.max(0, taxOnNecCents - totalPaymentsCents),
    scheduleOi: {
      citizenships: facts.citizenships,
      residence: facts.countryOfResidence?.trim().toUpperCase(),
      appliedForGreenCard: facts.everAppliedForGreenCard,
      everUsCitizen: facts.everUsCitizenOrGreenCard === false ? false : undefined,
      everGreenCardHolder: facts.everUsCitizenOrGreenCard === false ? false : undefined,
      visa: facts.visaOnLastDay,
      daysPresent: [taxYear, taxYear - 1, taxYear - 2].map((year) => ({ year, days: facts.daysInUs[String(year)] })),
      priorReturn: facts.priorReturn,
      treatyClaims,
    },
    otherIncomeForms,
  };
}

const AMOUNT_OF: Readonly<Partial<Record<ReturnConcept, (figures: ReturnFigures) => number | undefined>>> = {
  necCanadaWinnings: (f) => f.necCanadaWinningsCents,
  necCanadaLosses: (f) => f.necCanadaLossesCents,
  necCanadaNet: (f) => f.necCanadaNetCents,
  necOtherWinnings: (f) => f.necOtherWinningsCents,
  necColumn30Total: (f) => f.necColumn30TotalCents,
  necColumn30Tax: (f) => f.necColumn30TaxCents,
  necTotalTax: (f) => f.necTotalTaxCents,
  taxOnNec: (f) => f.taxOnNecCents,
  totalTax: (f) => f.totalTaxCents,
  withholding1042s: (f) => f.withholding1042sCents,
  totalPayments: (f) => f.totalPaymentsCents,
  overpaid: (f) => f.overpaidCents,
  refunded: (f) => f.refundedCents,
  amountOwed: (f) => (f.amountOwedCents > 0 ? f.amountOwedCents : undefined),
};

export interface ReturnAmountLine {
  concept: ReturnConcept;
  /** Undefined when the year's layout is not confirmed. */
  line: ReturnLine | undefined;
  amountCents: number;
}

/** The return's amounts in form order, each with its official line when the year's layout is known. */
export function returnAmountLines(figures: ReturnFigures): ReturnAmountLine[] {
  const lines: ReturnAmountLine[] = [];
  for (const [concept, amountOf] of Object.entries(AMOUNT_OF) as [
    ReturnConcept,
    (f: ReturnFigures) => number | undefined,
  ][]) {
    const amountCents = amountOf(figures);
    if (amountCents === undefined) continue;
    lines.push({ concept, line: figures.revision?.lines[concept], amountCents });
  }
  return lines;
}
