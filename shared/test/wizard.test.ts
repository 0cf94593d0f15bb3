import { describe, expect, it } from 'vitest';
import {
  inferStep,
  isResumable,
  nextStep,
  previousStep,
  profileIsReadyForWizard,
  resumeStep,
  screenOf,
  type WizardAnswers,
  type WizardStep,
} from '../src/claim/wizard';

/** The residency answers of a Canadian we can file for (the resume rules send a claim without them back to them). */
const years = ['2020', '2021', '2022', '2023', '2024', '2025'];
const answeredResidency: WizardAnswers = {
  countryOfResidence: 'CA',
  everUsCitizenOrGreenCard: false,
  daysInUs: Object.fromEntries(years.map((year) => [year, 10])),
  returnAlreadyFiled: Object.fromEntries(years.map((year) => [year, false])),
  maritalStatus: 'unmarried',
  ssnEligible: false,
};

describe('resume rules, in their order', () => {
  const stored: WizardAnswers = { ...answeredResidency, currentStep: 4, hasItin: true, taxYears: ['2024'] };

  it('arriving from payment goes to step 8, before anything else', () => {
    expect(resumeStep(stored, { fromPayment: true, returnToStep: 5, fromStep1: true })).toBe(8);
  });
  it('a return-to-step marker goes to that step', () => {
    expect(resumeStep(stored, { returnToStep: 5, fromStep1: true })).toBe(5);
  });
  it('ignores a return-to-step marker that is not a step', () => {
    expect(resumeStep(stored, { returnToStep: 42 })).toBe(4);
  });
  it('from=step1 forces step 1', () => {
    expect(resumeStep(stored, { fromStep1: true })).toBe(1);
  });
  it('a stored current step is used, the finish step giving delivery (7)', () => {
    expect(resumeStep(stored)).toBe(4);
    expect(resumeStep({ ...stored, currentStep: 8 })).toBe(7);
  });
  it('a stored winnings step (9) resumes there', () => {
    expect(resumeStep({ ...stored, currentStep: 9 })).toBe(9);
  });
  it('no application means step 1', () => {
    expect(resumeStep(null)).toBe(1);
  });
});

describe('inferring the step of an application with no current step', () => {
  it.each<[string, WizardAnswers, number]>([
    ['nothing answered', {}, 1],
    ['has_itin answered (even false)', { hasItin: false }, 2],
    ['tax years chosen', { hasItin: true, taxYears: ['2024'] }, 3],
    ['has_all_1042s answered false', { hasItin: true, taxYears: ['2024'], hasAll1042s: false }, 4],
    ['missing forms described', { hasAll1042s: false, missingForms: [{}, {}] }, 5],
    ['all forms held', { hasAll1042s: true }, 5],
    ['all forms held and 1042-S uploaded', { hasAll1042s: true, num1042sForms: 1 }, 6],
    ['all forms held and ID uploaded', { hasAll1042s: true, num1042sForms: 1, uploadedIdDocsCount: 1 }, 7],
  ])('%s gives step %i', (_, answers, step) => {
    expect(inferStep(answers)).toBe(step);
    expect(resumeStep({ ...answeredResidency, ...answers, currentStep: null })).toBe(step);
  });
});

describe('next', () => {
  it.each<[number, WizardAnswers, number]>([
    [1, {}, 2],
    [2, {}, 3],
    [3, { hasAll1042s: false }, 9],
    [3, { hasAll1042s: true }, 9],
    [9, { hasAll1042s: false }, 4],
    [9, { hasAll1042s: true }, 5],
    [4, {}, 7],
    [5, {}, 7],
    [6, {}, 7],
    [7, {}, 8],
  ])('from step %i with %o goes to %i', (step, answers, expected) => {
    expect(nextStep(step as never, answers)).toBe(expected);
  });
});

describe('back', () => {
  it.each<[number, WizardAnswers, object]>([
    [1, {}, { route: '/step1' }],
    [2, {}, { step: 1 }],
    [3, {}, { step: 2 }],
    [9, {}, { step: 3 }],
    [4, {}, { step: 9 }],
    [5, { hasAll1042s: false }, { step: 4 }],
    [5, { hasAll1042s: true }, { step: 9 }],
    [7, {}, { step: 5 }],
    [8, {}, { step: 7 }],
  ])('from step %i with %o goes to %o', (step, answers, expected) => {
    expect(previousStep(step as never, answers)).toEqual(expected);
  });
});

describe('which steps the wizard stores', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 9])('step %i is stored as the current step', (step) => {
    expect(isResumable(step as WizardStep)).toBe(true);
  });
  it('the finish step (8) is stored only by finishing', () => {
    expect(isResumable(8)).toBe(false);
  });
});

describe('the hidden step 6', () => {
  it('shows the upload screen of step 5', () => {
    expect(screenOf(6)).toBe(5);
    expect(screenOf(7)).toBe(7);
  });
});

describe('profile needed before the wizard', () => {
  it.each([
    [{ firstName: 'A', lastName: 'B', addressLine1: '1 Main' }, true],
    [{ firstName: 'A', lastName: 'B', addressLine1: '  ' }, false],
    [{ firstName: 'A', addressLine1: '1 Main' }, false],
    [null, false],
  ])('%o is ready: %s', (profile, ready) => {
    expect(profileIsReadyForWizard(profile)).toBe(ready);
  });
});
