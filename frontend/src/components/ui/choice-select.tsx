import { SelectField } from '@aws-amplify/ui-react';

interface ChoiceSelectProps<Choice extends string> {
  label: string;
  value: Choice;
  choices: readonly Choice[];
  /** What the list says for each choice. */
  nameOf: (choice: Choice) => string;
  onChange: (choice: Choice) => void;
}

/** A small select over a fixed list of choices, typed by them. */
export function ChoiceSelect<Choice extends string>({
  label,
  value,
  choices,
  nameOf,
  onChange,
}: ChoiceSelectProps<Choice>) {
  return (
    <SelectField label={label} size="small" value={value} onChange={(event) => onChange(event.target.value as Choice)}>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {nameOf(choice)}
        </option>
      ))}
    </SelectField>
  );
}
