import { WIZARD } from '../constants';
import { residencyStep, type ResidencyAnswers } from './residency';

/** 9 is the winnings screen, shown after 3 (see WIZARD). */
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** What the wizard knows of the stored application when it decides where to go. */
export interface WizardAnswers extends ResidencyAnswers {
  currentStep?: number | null;
  hasItin?: boolean | null;
  taxYears?: readonly string[] | null;
  hasAll1042s?: boolean | null;
  missingForms?: readonly unknown[] | null;
  num1042sForms?: number | null;
  uploadedIdDocsCount?: number | null;
}

/** How the browser arrived at /application. */
export interface ArrivalMarkers {
  fromPayment?: boolean;
  returnToStep?: number | null;
  fromStep1?: boolean;
}

export type BackTarget = { step: WizardStep } | { route: '/step1' };

const isStep = (value: unknown): value is WizardStep =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= WIZARD.steps;

const isSet = (value: boolean | null | undefined): value is boolean => typeof value === 'boolean';

/** The step a stored application implies when it carries no current_step of its own. */
export function inferStep(answers: WizardAnswers): WizardStep {
  let step: WizardStep = 1;
  if (isSet(answers.hasItin)) step = 2;
  if ((answers.taxYears?.length ?? 0) > 0) step = 3;
  if (isSet(answers.hasAll1042s)) step = 4;
  if (answers.hasAll1042s === false && (answers.missingForms?.length ?? 0) > 0) step = 5;
  if (answers.hasAll1042s === true) {
    step = 5;
    if ((answers.num1042sForms ?? 0) > 0) step = 6;
    if ((answers.uploadedIdDocsCount ?? 0) > 0) step = 7;
  }
  return step;
}

const capAtResumable = (step: WizardStep): WizardStep =>
  step === WIZARD.finishStep ? WIZARD.resumeBeforeFinish : step;

/** Whether the wizard stores a step as the claim's current one (finishing stores the last, on the server). */
export const isResumable = (step: WizardStep): boolean => step !== WIZARD.finishStep;

/**
 * Where the wizard opens, by the resume rules in their order. `application` is null when none exists. A claim
 * past the residency questions without their answers (one stored before they were asked) goes back to them.
 */
export function resumeStep(application: WizardAnswers | null, arrival: ArrivalMarkers = {}): WizardStep {
  const unanswered = application ? residencyStep(application) : null;
  if (arrival.fromPayment) return unanswered ?? 8;
  if (isStep(arrival.returnToStep)) return arrival.returnToStep;
  if (arrival.fromStep1) return 1;
  if (!application) return 1;
  const stored = capAtResumable(isStep(application.currentStep) ? application.currentStep : inferStep(application));
  return unanswered !== null && unanswered < stored ? unanswered : stored;
}

/**
 * The step after `step`. Step 6 is never a screen of its own: it shows the upload screen of step 5. The winnings
 * (9) follow the forms on hand, before the missing forms.
 */
export function nextStep(step: WizardStep, answers: WizardAnswers): WizardStep {
  switch (step) {
    case 1:
      return 2;
    case 2:
      return 3;
    case 3:
      return 9;
    case 9:
      return answers.hasAll1042s === false ? 4 : 5;
    case 4:
    case 5:
    case 6:
      return 7;
    case 7:
    case 8:
      return 8;
  }
}

export function previousStep(step: WizardStep, answers: WizardAnswers): BackTarget {
  switch (step) {
    case 1:
      return { route: '/step1' };
    case 2:
    case 3:
      return { step: (step - 1) as WizardStep };
    case 9:
      return { step: 3 };
    case 4:
      return { step: 9 };
    case 5:
    case 6:
      return { step: answers.hasAll1042s === false ? 4 : 9 };
    case 7:
      return { step: 5 };
    case 8:
      return { step: 7 };
  }
}

/** The screen that shows a step. */
export const screenOf = (step: WizardStep): Exclude<WizardStep, 6> => (step === 6 ? 5 : step);

export type WizardScreen = Exclude<WizardStep, 6>;

/** The screens the customer sees, in order, each with the catalogue section that names it. */
export const WIZARD_SCREENS = [
  { screen: 1, section: 'itin' },
  { screen: 2, section: 'years' },
  { screen: 3, section: 'formsOnHand' },
  { screen: 9, section: 'winnings' },
  { screen: 4, section: 'missingForms' },
  { screen: 5, section: 'upload' },
  { screen: 7, section: 'delivery' },
  { screen: 8, section: 'done' },
] as const satisfies readonly { screen: WizardScreen; section: string }[];

export type WizardScreenSection = (typeof WIZARD_SCREENS)[number]['section'];

/** Where a screen stands for the step header ("Step 3 of 7"): its number among the screens, and their count. */
export function screenPosition(screen: WizardScreen): { number: number; total: number; section: WizardScreenSection } {
  const index = WIZARD_SCREENS.findIndex((entry) => entry.screen === screen);
  return { number: index + 1, total: WIZARD_SCREENS.length, section: WIZARD_SCREENS[index]!.section };
}

export interface ProfileEssentials {
  firstName?: string | null;
  lastName?: string | null;
  addressLine1?: string | null;
}

/** The wizard needs a name and an address first; without them the customer goes back to /step1. */
export const profileIsReadyForWizard = (profile: ProfileEssentials | null): boolean =>
  Boolean(profile?.firstName?.trim() && profile.lastName?.trim() && profile.addressLine1?.trim());
