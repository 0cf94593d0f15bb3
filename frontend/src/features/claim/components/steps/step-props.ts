import type { ApplicationAnswers, ApplicationView } from '@taxback/shared/claim/schemas';
import type { DraftAnswers } from '../../utils/draft-answers';

/** What every step screen gets from the wizard. */
export interface StepProps {
  /** The claim being answered (null until the first answer opens it). */
  application: ApplicationView | null;
  answers: DraftAnswers;
  /** Saves changed answers at once (creating the application on the first one). */
  save: (changes: ApplicationAnswers) => void;
  /** Resolves once every answer given is saved; false when one failed (the customer is told why). */
  settled: () => Promise<boolean>;
  onNext: () => void;
  onBack: () => void;
  animate: boolean;
}
