import { TextField } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useState } from 'react';
import { centsToDollars, dollarsToCents } from '@/lib/money';

interface MoneyFieldProps {
  label: string;
  cents: number | undefined;
  onChange: (cents: number | undefined) => void;
  hint?: string;
  /** What is wrong with the amount given the other fields (shown when the amount itself is valid). */
  problem?: string | null;
}

/** An amount typed in dollars and kept in cents; the text stays as typed ("12." on the way to "12.50"). */
export function MoneyField({ label, cents, onChange, hint, problem }: MoneyFieldProps) {
  const [typed, setTyped] = useState(() => centsToDollars(cents));
  const invalid = typed.trim() !== '' && dollarsToCents(typed) === undefined;
  return (
    <TextField
      label={label}
      descriptiveText={hint}
      inputMode="decimal"
      value={typed}
      hasError={invalid || Boolean(problem)}
      errorMessage={invalid ? copy.wizard.missingForms.amountInvalid : problem}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(dollarsToCents(event.target.value));
      }}
    />
  );
}
