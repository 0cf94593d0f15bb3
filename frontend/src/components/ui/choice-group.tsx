import { Radio, RadioGroupField } from '@aws-amplify/ui-react';
import './choice-group.css';

export interface Choice<V extends string> {
  value: V;
  label: string;
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
        <Radio key={choice.value} value={choice.value} className="choice-group__option">
          {choice.label}
        </Radio>
      ))}
    </RadioGroupField>
  );
}
