import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { isResumable, nextStep, previousStep, screenOf, type WizardStep } from '@taxback/shared/claim/wizard';
import { formsToFile, quoteFee } from '@taxback/shared/payments/fees';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Step1LocationState } from '@/features/claim/utils/step1-location-state';
import { useAnswerSaver } from '@/features/claim/hooks/use-answer-saver';
import { draftAnswers } from '../utils/draft-answers';
import { DeliveryStep } from './steps/delivery-step';
import { WizardFrameContext, type WizardFrame } from './step-frame';
import { FinishStep } from './steps/finish-step';
import { FormsOnHandStep } from './steps/forms-on-hand-step';
import { ItinStep } from './steps/itin-step';
import { MissingFormsStep } from './steps/missing-forms-step';
import type { StepProps } from './steps/step-props';
import { TaxYearsStep } from './steps/tax-years-step';
import { UploadStep } from './steps/upload-step';
import { WinningsStep } from './steps/winnings-step';

interface WizardProps {
  application: ApplicationView | null;
  initialStep: WizardStep;
  /** False when the user comes back to a step (from uploads or payment): no typing then. */
  animateFirstStep: boolean;
}

const screens = {
  1: ItinStep,
  2: TaxYearsStep,
  3: FormsOnHandStep,
  4: MissingFormsStep,
  5: UploadStep,
  7: DeliveryStep,
  9: WinningsStep,
} as const;

/** The claim wizard. Every position rule comes from the shared state machine. */
export function Wizard({ application, initialStep, animateFirstStep }: WizardProps) {
  const navigate = useNavigate();
  const { unsaved, save, settled } = useAnswerSaver();
  const answers = draftAnswers(application, unsaved);
  const [step, setStep] = useState(initialStep);
  const [seen, setSeen] = useState<ReadonlySet<number>>(() =>
    animateFirstStep ? new Set() : new Set([screenOf(initialStep)]),
  );

  const goTo = (target: WizardStep) => {
    setSeen((current) => new Set(current).add(screenOf(step)));
    setStep(target);
    // Step 8 is stored only by finishing, on the server.
    if (isResumable(target)) save({ currentStep: target });
  };
  const onBack = () => {
    const target = previousStep(step, answers);
    if ('route' in target) {
      const state: Step1LocationState = { from: 'application' };
      void navigate(target.route, { state });
    } else {
      goTo(target.step);
    }
  };

  // The fee the answers given so far add up to, by the shared fee rules (before any discount code).
  const feeCents = quoteFee({
    hasItin: answers.hasItin,
    itinIsActive: answers.itinIsActive,
    num1042sForms: formsToFile({
      num1042sForms: answers.num1042sForms,
      form1042sEntries: unsaved.form1042sEntries ?? application?.form1042sEntries,
    }),
    numMissing1042s: answers.hasAll1042s === false ? answers.missingForms.length : 0,
  }).totalCents;
  // The answers are saved as they change: leaving waits only for the saves still running.
  const frame = useMemo<WizardFrame>(
    () => ({
      onExit: () => void settled().then(() => navigate('/account')),
      feeCents,
    }),
    [settled, navigate, feeCents],
  );

  const screen = screenOf(step);
  const animate = !seen.has(screen);
  // A new step starts at its top: the button that opened it may sit far down the previous one.
  useEffect(() => {
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, [screen]);
  if (screen === 8) {
    return (
      <WizardFrameContext.Provider value={frame}>
        <FinishStep
          key={screen}
          application={application}
          answers={answers}
          settled={settled}
          onBack={onBack}
          onEdit={goTo}
          animate={animate}
        />
      </WizardFrameContext.Provider>
    );
  }
  const Screen = screens[screen];
  const props: StepProps = {
    application,
    answers,
    save,
    settled,
    onNext: () => goTo(nextStep(step, answers)),
    onBack,
    animate,
  };
  return (
    <WizardFrameContext.Provider value={frame}>
      <Screen key={screen} {...props} />
    </WizardFrameContext.Provider>
  );
}
