import type { ApplicationAnswers } from '@taxback/shared/application/schemas';
import type { DraftAnswers } from '../../utils/draft-answers';

/** What every step screen gets from the wizard. */
export interface StepProps {
  answers: DraftAnswers;
  /** Saves changed answers at once (creating the application on the first one). */
  save: (changes: ApplicationAnswers) => void;
  onNext: () => void;
  onBack: () => void;
  animate: boolean;
}
