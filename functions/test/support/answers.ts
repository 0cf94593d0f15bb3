import { claimableTaxYears } from '@taxback/shared';

const RESIDENCY_YEARS = Array.from({ length: 12 }, (_, index) => String(2016 + index));

/** The residency answers of a Canadian we can file for, for every year a claim can name and the two before. */
export const eligibleCanadian = {
  countryOfResidence: 'CA',
  everUsCitizenOrGreenCard: false,
  daysInUs: Object.fromEntries(RESIDENCY_YEARS.map((year) => [year, 10])),
  ssnEligible: false,
  returnAlreadyFiled: Object.fromEntries(RESIDENCY_YEARS.map((year) => [year, false])),
  maritalStatus: 'unmarried',
};

/**
 * A claim's answers as the wizard leaves them at its last step (no ITIN, the newest claimable year, every
 * Form 1042-S at hand, forms by email, an eligible Canadian); `answers` replace them.
 */
export const finishedAnswers = (answers: Record<string, unknown> = {}) => ({
  hasItin: false,
  taxYears: [String(claimableTaxYears(new Date())[0])],
  hasAll1042s: true,
  formDeliveryPreference: 'email',
  currentStep: 7,
  ...eligibleCanadian,
  ...answers,
});
