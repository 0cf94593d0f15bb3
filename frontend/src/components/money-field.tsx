import { TextField } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useState } from 'react';
import { centsToDollars, dollarsToCents } from '@/lib/money';

interface MoneyFieldProps {
  label: string;
  cents: number | undefined;
  onChange: (cents: number | undefined) => void;
  hint?: string;
}

/** An amount typed in dollars and kept in cents; the text stays as typed ("12." on the way to "12.50"). */
export function MoneyField({ label, cents, onChange, hint }: MoneyFieldProps) {
  const [typed, setTyped] = useState(() => centsToDollars(cents));
  const invalid = typed.trim() !== '' && dollarsToCents(typed) === undefined;
  return (
    <TextField
      label={label}
      descriptiveText={hint}
      inputMode="decimal"
      value={typed}
      hasError={invalid}
      errorMessage={copy.wizard.missingForms.amountInvalid}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(dollarsToCents(event.target.value));
      }}
    />
  );
}
