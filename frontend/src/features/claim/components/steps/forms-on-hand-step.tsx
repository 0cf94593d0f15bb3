import { FEES } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { formatUsd } from '@taxback/shared/payments/fees';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { HelpPopover } from '@/components/ui/help-popover';
import { toYesNo, yesNoChoices } from '../../utils/yes-no';
import { ContinueButton, StepFrame } from '../step-frame';
import type { StepProps } from './step-props';

const text = copy.wizard.formsOnHand;

// Read when drawn, so the price follows the language chosen.
const choices = () =>
  yesNoChoices(text.yes, text.no).map((choice) =>
    choice.value === 'no'
      ? { ...choice, price: text.perMissingForm(formatUsd(FEES.missingFormRetrievalCents)) }
      : choice,
  );

/** Step 3: whether the customer has every Form 1042-S; "No" leads to the missing-forms step. */
export function FormsOnHandStep({ answers, save, onNext, onBack, animate }: StepProps) {
  const { hasAll1042s } = answers;
  return (
    <StepFrame
      step={3}
      title={text.title}
      animate={animate}
      onBack={onBack}
      action={<ContinueButton missing={hasAll1042s === null ? text.missingAnswer : null} onClick={onNext} />}
    >
      <div>
        <HelpPopover label={text.help}>{text.helpBody}</HelpPopover>
      </div>
      <ChoiceGroup
        legend={text.title}
        name="has-all-1042s"
        choices={choices()}
        value={toYesNo(hasAll1042s)}
        onChange={(value) => save({ hasAll1042s: value === 'yes' })}
      />
    </StepFrame>
  );
}
