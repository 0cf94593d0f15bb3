import { TextField } from '@aws-amplify/ui-react';
import { ITIN_INPUT_MAX_LENGTH } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { formatItin } from '@taxback/shared/validation/typed-text';

interface ItinFieldProps {
  label: string;
  value: string;
  onChange: (formatted: string) => void;
  onBlur?: () => void;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  /** One line under the field (why it is asked, say). */
  descriptiveText?: string;
}

/** Digits only, shown grouped 3-2-4 as they are typed. */
export function ItinField({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  isRequired,
  descriptiveText,
}: ItinFieldProps) {
  return (
    <TextField
      label={label}
      descriptiveText={descriptiveText}
      value={formatItin(value)}
      onChange={(event) => onChange(formatItin(event.target.value))}
      onBlur={onBlur}
      placeholder={copy.profileForm.itinPlaceholder}
      inputMode="numeric"
      autoComplete="off"
      maxLength={ITIN_INPUT_MAX_LENGTH}
      isRequired={isRequired}
      hasError={errorMessage !== undefined}
      errorMessage={errorMessage}
    />
  );
}
