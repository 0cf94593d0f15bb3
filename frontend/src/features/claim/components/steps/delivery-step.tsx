import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { w7Application } from '@taxback/shared/claim/itin';
import { DELIVERY_PREFERENCES } from '@taxback/shared/claim/schemas';
import { copy } from '@taxback/shared/copy';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { DeliveryAddressCard } from '../delivery-address-card';
import { ContinueButton, StepFrame } from '../step-frame';
import type { StepProps } from './step-props';

const text = copy.wizard.delivery;
const choices = DELIVERY_PREFERENCES.map((value) => ({ value, label: text.choices[value] }));

/**
 * Step 7: the forms the customer will sign, listed openly (the Power of Attorney said plainly), how they are sent,
 * and the address they are mailed to.
 */
export function DeliveryStep({ answers, save, onNext, onBack, animate }: StepProps) {
  const forms = [
    ...(w7Application(answers) ? [text.forms.itinApplication] : []),
    text.forms.powerOfAttorney,
    text.forms.return1040nr,
  ];
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
      <Flex
        as="section"
        direction="column"
        gap="small"
        className="wizard__panel"
        aria-labelledby="wizard-forms-to-sign"
      >
        <Heading level={2} id="wizard-forms-to-sign" className="wizard__slot-title">
          {text.formsToSign}
        </Heading>
        <Text>{text.whatFormsIntro}</Text>
        <ul className="wizard__list">
          {forms.map((form) => (
            <li key={form}>{form}</li>
          ))}
        </ul>
        <Text fontSize="small">{text.powerOfAttorneyPlain}</Text>
      </Flex>
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
