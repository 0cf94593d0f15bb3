import { Radio, RadioGroupField } from '@aws-amplify/ui-react';
import { useId } from 'react';
import './choice-group.css';

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** What the choice adds to the fee ("+US$100"), drawn as a chip and read as the option's description. */
  price?: string;
}

interface ChoiceGroupProps<V extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  isDisabled?: boolean;
}

/** A question answered by one of a few choices: a radio group drawn as large, tappable options. */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  isDisabled,
}: ChoiceGroupProps<V>) {
  const priceId = useId();
  return (
    <RadioGroupField
      className="choice-group"
      legend={legend}
      legendHidden
      name={name}
      value={value ?? ''}
      isDisabled={isDisabled}
      onChange={(event) => onChange(event.target.value as V)}
    >
      {choices.map((choice) => (
        <Radio
          key={choice.value}
          value={choice.value}
          className="choice-group__option"
          aria-describedby={choice.price ? `${priceId}-${choice.value}` : undefined}
        >
          <span>{choice.label}</span>
          {choice.price && (
            // Out of the option's name, which stays its label; the radio reads it as its description.
            <span id={`${priceId}-${choice.value}`} className="choice-group__price" aria-hidden="true">
              {choice.price}
            </span>
          )}
        </Radio>
      ))}
    </RadioGroupField>
  );
}
