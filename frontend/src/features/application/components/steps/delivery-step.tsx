import { DELIVERY_PREFERENCES } from '@taxback/shared/application/schemas';
import { copy } from '@taxback/shared/copy';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { HelpPopover } from '@/components/ui/help-popover';
import { DeliveryAddressCard } from '../delivery-address-card';
import { ContinueButton, StepFrame } from '../step-frame';
import type { StepProps } from './step-props';

const text = copy.wizard.delivery;
const choices = DELIVERY_PREFERENCES.map((value) => ({ value, label: text.choices[value] }));

/** Step 7: how the forms to sign are sent, and the address they are mailed to. */
export function DeliveryStep({ answers, save, onNext, onBack, animate }: StepProps) {
  return (
    <StepFrame
      step={7}
      title={text.title}
      animate={animate}
      onBack={onBack}
      action={
        <ContinueButton
          missing={answers.formDeliveryPreference === null ? text.missingChoice : null}
          onClick={onNext}
        />
      }
    >
      <div>
        <HelpPopover label={text.whatForms}>
          {text.whatFormsIntro}
          <ul className="wizard__list">
            {Object.values(text.forms).map((form) => (
              <li key={form}>{form}</li>
            ))}
          </ul>
        </HelpPopover>
      </div>
      <ChoiceGroup
        legend={text.title}
        name="delivery-preference"
        choices={choices}
        value={answers.formDeliveryPreference}
        onChange={(value) => save({ formDeliveryPreference: value })}
      />
      <DeliveryAddressCard />
    </StepFrame>
  );
}
