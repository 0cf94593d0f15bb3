import {
  MARITAL_STATUSES,
  missingFacts,
  screenClaimYear,
  type MaritalStatus,
  type MissingFact,
  type RefusalCode,
  type ResidencyFacts,
} from '../tax/screening';

/**
 * The claim's residency answers as stored (null or absent while unanswered), read by the screening of
 * shared/src/tax/screening.ts through the adapters below.
 */
export interface ResidencyAnswers {
  hasItin?: boolean | null;
  itinIsActive?: string | null;
  taxYears?: readonly string[] | null;
  countryOfResidence?: string | null;
  everUsCitizenOrGreenCard?: boolean | null;
  daysInUs?: Readonly<Record<string, number>> | null;
  closerConnection8840Filed?: Readonly<Record<string, boolean>> | null;
  ssnEligible?: boolean | null;
  returnAlreadyFiled?: Readonly<Record<string, boolean>> | null;
  maritalStatus?: string | null;
}

/** The claim asks the IRS for an ITIN: a first one, or a renewal of one that is no longer active. */
export const needsItin = (claim: ResidencyAnswers): boolean => claim.hasItin === false || claim.itinIsActive === 'no';

const isMaritalStatus = (value: string | null | undefined): value is MaritalStatus =>
  (MARITAL_STATUSES as readonly (string | null | undefined)[]).includes(value);

/** The screening's facts from the stored answers. */
export const residencyFacts = (claim: ResidencyAnswers): ResidencyFacts => ({
  countryOfResidence: claim.countryOfResidence ?? undefined,
  everUsCitizenOrGreenCard: claim.everUsCitizenOrGreenCard ?? undefined,
  daysInUs: claim.daysInUs ?? {},
  closerConnection8840Filed: claim.closerConnection8840Filed ?? {},
  ssnEligible: claim.ssnEligible ?? undefined,
  returnAlreadyFiled: claim.returnAlreadyFiled ?? {},
  maritalStatus: isMaritalStatus(claim.maritalStatus) ? claim.maritalStatus : undefined,
});

const claimYears = (claim: ResidencyAnswers) => (claim.taxYears ?? []).map(Number);

/** The residency answers the claim still lacks, for its years. */
export const missingResidency = (claim: ResidencyAnswers): MissingFact[] =>
  missingFacts(residencyFacts(claim), claimYears(claim), { needsItin: needsItin(claim) });

export interface YearRefusal {
  year: string;
  code: Exclude<RefusalCode, 'facts-missing'>;
}

/** The claim's years the screening refuses on the answers given, newest first (missing answers refuse nothing). */
export function screeningRefusals(claim: ResidencyAnswers): YearRefusal[] {
  const facts = residencyFacts(claim);
  const options = { needsItin: needsItin(claim) };
  return [...(claim.taxYears ?? [])]
    .sort((a, b) => Number(b) - Number(a))
    .flatMap((year) => {
      const outcome = screenClaimYear(facts, Number(year), options);
      return outcome.eligible || outcome.code === 'facts-missing' ? [] : [{ year, code: outcome.code }];
    });
}

/** The days of a calendar year: the most days anyone can spend in the US in it. */
export const daysInYear = (year: string): number => {
  const value = Number(year);
  return value % 4 === 0 && (value % 100 !== 0 || value % 400 === 0) ? 366 : 365;
};

/** The years the residency questions ask days for: each claim year and the two before it, newest first. */
export const dayYears = (taxYears: readonly string[]): string[] =>
  [...new Set(taxYears.flatMap((year) => [0, 1, 2].map((back) => String(Number(year) - back))))].sort(
    (a, b) => Number(b) - Number(a),
  );

/** Whether the claim year's days call for the Form 8840 question (the screening lists it as missing then). */
export const asks8840 = (claim: ResidencyAnswers, year: string): boolean =>
  missingResidency({ ...claim, closerConnection8840Filed: {} }).some(
    (fact) => fact.fact === 'closerConnection8840Filed' && String(fact.year) === year,
  );

/** The wizard step that asks the first unanswered residency question; null when all are answered. */
export function residencyStep(claim: ResidencyAnswers): 1 | 2 | null {
  const missing = missingResidency(claim);
  if (!missing.length) return null;
  return missing.some((fact) => fact.fact === 'ssnEligible') ? 1 : 2;
}

/** Whether a refusal is about the year itself (the other years may go on without it). */
export const refusesYearOnly = (code: RefusalCode): boolean =>
  code === 'substantial-presence' || code === 'return-already-filed';
