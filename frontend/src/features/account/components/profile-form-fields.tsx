import { Grid, SelectField, TextField } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { COUNTRIES } from '@taxback/shared/reference/countries';
import { isProvince } from '@taxback/shared/account/profile-schemas';
import { provinceOptions } from '@taxback/shared/reference/provinces';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ProfileFormOutput, ProfileFormValues } from '../utils/profile-form-values';
import { AddressFields, type AddressField } from '@/components/address-fields';
import { DateField } from '@/components/date-field';
import { useLanguage } from '@/lib/language';
import { ItinField } from '@/components/itin-field';
import '@/components/profile-form.css';

const text = copy.profileForm;

interface ProfileFormFieldsProps {
  form: UseFormReturn<ProfileFormValues, unknown, ProfileFormOutput>;
  /** /account's edit form also edits the ITIN. */
  withItin?: boolean;
}

/** The profile's fields, two columns wide on larger screens. */
export function ProfileFormFields({ form, withItin = false }: ProfileFormFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const errorProps = (name: keyof ProfileFormValues) => ({
    hasError: errors[name] !== undefined,
    errorMessage: errors[name]?.message,
  });
  const field = (name: AddressField) => ({ ...errorProps(name), ...register(name) });
  // The delivery address of the wizard may be abroad: keep its state selectable rather than blank it.
  const storedProvince = form.formState.defaultValues?.province ?? '';
  const options = provinceOptions(copy.provinces, useLanguage());
  const provinces =
    storedProvince && !isProvince(storedProvince)
      ? [{ value: storedProvince, label: storedProvince }, ...options]
      : options;

  return (
    <Grid className="profile-form__grid">
      <TextField
        label={text.firstName}
        autoComplete="given-name"
        isRequired
        {...errorProps('firstName')}
        {...register('firstName')}
      />
      <TextField
        label={text.lastName}
        autoComplete="family-name"
        isRequired
        {...errorProps('lastName')}
        {...register('lastName')}
      />
      <AddressFields field={field} provinces={provinces} addressHint={text.addressWhy} />
      <Controller
        control={control}
        name="dateOfBirth"
        render={({ field, fieldState }) => (
          <DateField
            label={text.dateOfBirth}
            descriptiveText={text.dateOfBirthWhy}
            autoComplete="bday"
            isRequired
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            hasError={fieldState.error !== undefined}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <SelectField
        label={text.countryOfBirth}
        descriptiveText={text.countryOfBirthWhy}
        isRequired
        {...errorProps('countryOfBirth')}
        {...register('countryOfBirth')}
      >
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </SelectField>
      <TextField label={text.phone} type="tel" autoComplete="tel" {...errorProps('phone')} {...register('phone')} />
      {withItin && (
        <Controller
          control={control}
          name="itin"
          render={({ field, fieldState }) => (
            <ItinField
              label={text.itin}
              descriptiveText={copy.wizard.itin.numberWhy}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      )}
    </Grid>
  );
}
