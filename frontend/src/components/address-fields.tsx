import { SelectField, TextField } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { upperCaseInput } from '@/lib/upper-case-input';

export type AddressField = 'addressLine1' | 'addressLine2' | 'city' | 'province' | 'postalCode';

/** What a form gives each field: its registration (name, ref, handlers) and its error. */
type FieldProps = UseFormRegisterReturn & { hasError: boolean; errorMessage?: string };

interface AddressFieldsProps {
  field: (name: AddressField) => FieldProps;
  /** The provinces to choose from (stored value, label in the reader's language); none for an address abroad, whose state is typed. */
  provinces?: readonly { value: string; label: string }[];
  provinceLabel?: string;
  postalLabel?: string;
  /** One line under the first address line (why the address is asked, say). */
  addressHint?: string;
}

/**
 * The lines of a postal address, for a form's grid: the profile's (in Canada) and the delivery address
 * of the signed forms (possibly abroad). The postal code is typed in capitals.
 */
export function AddressFields({
  field,
  provinces,
  provinceLabel = copy.profileForm.province,
  postalLabel = copy.profileForm.postalCode,
  addressHint,
}: AddressFieldsProps) {
  const text = copy.profileForm;
  const postalCode = field('postalCode');
  return (
    <>
      <TextField
        label={text.addressLine1}
        descriptiveText={addressHint}
        autoComplete="address-line1"
        isRequired
        {...field('addressLine1')}
      />
      <TextField label={text.addressLine2} autoComplete="address-line2" {...field('addressLine2')} />
      <TextField label={text.city} autoComplete="address-level2" isRequired {...field('city')} />
      {provinces ? (
        <SelectField
          label={provinceLabel}
          placeholder={text.selectProvince}
          autoComplete="address-level1"
          isRequired
          {...field('province')}
        >
          {provinces.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField label={provinceLabel} autoComplete="address-level1" isRequired {...field('province')} />
      )}
      <TextField
        label={postalLabel}
        autoComplete="postal-code"
        isRequired
        {...postalCode}
        onChange={(event) => {
          upperCaseInput(event);
          return postalCode.onChange(event);
        }}
      />
    </>
  );
}
