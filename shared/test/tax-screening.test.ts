import { describe, expect, it } from 'vitest';
import { meetsSubstantialPresence, missingFacts, screenClaimYear, type ResidencyFacts } from '../src/tax/screening';

const canadian = (overrides: Partial<ResidencyFacts> = {}): ResidencyFacts => ({
  countryOfResidence: 'CA',
  everUsCitizenOrGreenCard: false,
  daysInUs: { '2024': 20, '2023': 10, '2022': 0 },
  closerConnection8840Filed: {},
  ssnEligible: false,
  returnAlreadyFiled: { '2024': false },
  maritalStatus: 'unmarried',
  ...overrides,
});
const withItin = { needsItin: true };

describe('substantial presence test', () => {
  it.each([
    // [days in 2024, 2023, 2022, meets]
    [183, 0, 0, true],
    [182, 0, 0, false],
    [31, 456, 0, true], // 31 + 152 = 183
    [31, 455, 0, false], // 31 + 151.67
    [31, 0, 912, true], // 31 + 152
    [31, 0, 911, false], // 31 + 151.83
    [30, 366, 366, false], // under 31 days in the year
    [120, 120, 120, false], // Pub. 519's example: 120 + 40 + 20 = 180
    [121, 120, 126, false], // 121 + 40 + 21 = 182
    [122, 120, 126, true], // 122 + 40 + 21 = 183
  ])('%i + %i/3 + %i/6 days: %s', (current, before, twoBefore, meets) => {
    const facts = canadian({ daysInUs: { '2024': current, '2023': before, '2022': twoBefore } });
    expect(meetsSubstantialPresence(facts, 2024)).toBe(meets);
  });

  it('is unknown while a needed year is unanswered, and needs no earlier years under 31 days', () => {
    expect(meetsSubstantialPresence(canadian({ daysInUs: { '2024': 100 } }), 2024)).toBeUndefined();
    expect(meetsSubstantialPresence(canadian({ daysInUs: { '2024': 30 } }), 2024)).toBe(false);
    expect(meetsSubstantialPresence(canadian({ daysInUs: {} }), 2024)).toBeUndefined();
  });
});

describe('screening a claim year', () => {
  it('accepts a Canadian who meets every condition', () => {
    expect(screenClaimYear(canadian(), 2024, withItin)).toEqual({ eligible: true });
  });

  it.each<[string, Partial<ResidencyFacts>, string]>([
    ['a US citizen or green-card holder', { everUsCitizenOrGreenCard: true }, 'us-citizen-or-green-card'],
    ['a US tax resident', { countryOfResidence: 'US' }, 'us-tax-resident'],
    ['someone eligible for an SSN', { ssnEligible: true }, 'ssn-eligible'],
    ['a year already filed', { returnAlreadyFiled: { '2024': true } }, 'return-already-filed'],
    [
      'a snowbird at 183 weighted days without Form 8840',
      { daysInUs: { '2024': 120, '2023': 120, '2022': 138 }, closerConnection8840Filed: { '2024': false } },
      'substantial-presence',
    ],
    [
      'a snowbird at 183 days in the year, even with Form 8840',
      { daysInUs: { '2024': 183, '2023': 0, '2022': 0 }, closerConnection8840Filed: { '2024': true } },
      'substantial-presence',
    ],
  ])('refuses %s', (_, overrides, code) => {
    expect(screenClaimYear(canadian(overrides), 2024, withItin)).toEqual({ eligible: false, code });
  });

  it('accepts a snowbird who meets the test but filed Form 8840 on time, under 183 days in the year', () => {
    const facts = canadian({
      daysInUs: { '2024': 150, '2023': 150, '2022': 150 },
      closerConnection8840Filed: { '2024': true },
    });
    expect(screenClaimYear(facts, 2024, withItin)).toEqual({ eligible: true });
  });

  it('does not ask about an SSN when no ITIN is needed', () => {
    expect(screenClaimYear(canadian({ ssnEligible: true }), 2024, { needsItin: false })).toEqual({ eligible: true });
    expect(screenClaimYear(canadian({ ssnEligible: undefined }), 2024, { needsItin: false })).toEqual({
      eligible: true,
    });
  });

  it('says facts are missing rather than refusing, unless a known answer already refuses', () => {
    expect(screenClaimYear(canadian({ countryOfResidence: undefined }), 2024, withItin)).toEqual({
      eligible: false,
      code: 'facts-missing',
    });
    expect(screenClaimYear(canadian({ daysInUs: {} }), 2024, withItin)).toEqual({
      eligible: false,
      code: 'facts-missing',
    });
    const citizenWithoutDays = canadian({ everUsCitizenOrGreenCard: true, daysInUs: {} });
    expect(screenClaimYear(citizenWithoutDays, 2024, withItin)).toEqual({
      eligible: false,
      code: 'us-citizen-or-green-card',
    });
  });
});

describe('facts still missing', () => {
  it('lists nothing for a complete claim', () => {
    expect(missingFacts(canadian(), [2024], withItin)).toEqual([]);
  });

  it('lists every unanswered question, and days for each claim year and the two before', () => {
    const empty: ResidencyFacts = { daysInUs: {}, closerConnection8840Filed: {}, returnAlreadyFiled: {} };
    expect(missingFacts(empty, [2024, 2023], withItin)).toEqual([
      { fact: 'countryOfResidence' },
      { fact: 'everUsCitizenOrGreenCard' },
      { fact: 'maritalStatus' },
      { fact: 'ssnEligible' },
      { fact: 'daysInUs', year: 2024 },
      { fact: 'daysInUs', year: 2023 },
      { fact: 'daysInUs', year: 2022 },
      { fact: 'daysInUs', year: 2021 },
      { fact: 'returnAlreadyFiled', year: 2024 },
      { fact: 'returnAlreadyFiled', year: 2023 },
    ]);
    expect(missingFacts(empty, [2024], { needsItin: false })).not.toContainEqual({ fact: 'ssnEligible' });
  });

  it('asks about Form 8840 only for a year whose days meet the test under 183 days in the year', () => {
    const snowbird = canadian({ daysInUs: { '2024': 150, '2023': 150, '2022': 150 } });
    expect(missingFacts(snowbird, [2024], withItin)).toEqual([{ fact: 'closerConnection8840Filed', year: 2024 }]);
    const resident = canadian({ daysInUs: { '2024': 200, '2023': 150, '2022': 150 } });
    expect(missingFacts(resident, [2024], withItin)).toEqual([]);
  });
});
