import { Grid, SelectField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { copy } from '@taxback/shared/copy';
import { addressSchema, type ProfileView } from '@taxback/shared/account/profile-schemas';
import { COUNTRIES, DEFAULT_DELIVERY_COUNTRY, HOME_COUNTRY, isCountry } from '@taxback/shared/reference/countries';
import { provinceOptions } from '@taxback/shared/reference/provinces';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { useSaveDeliveryAddress } from '@/features/claim/api/save-delivery-address';
import { AddressFields, type AddressField } from '@/components/address-fields';
import '@/components/profile-form.css';
import { useProfileConflict } from '@/hooks/use-profile-conflict';
import { currentLanguage } from '@/lib/language';
import type * as z from '@taxback/shared/zod';
import { CancelSaveRow } from '@/components/ui/cancel-save-row';

const text = copy.wizard.delivery;
type AddressValues = z.input<typeof addressSchema>;

function addressValues(profile: ProfileView | null | undefined): AddressValues {
  return {
    addressLine1: profile?.addressLine1 ?? '',
    addressLine2: profile?.addressLine2 ?? '',
    city: profile?.city ?? '',
    province: profile?.province ?? '',
    postalCode: profile?.postalCode ?? '',
    country: profile?.country && isCountry(profile.country) ? profile.country : DEFAULT_DELIVERY_COUNTRY,
  };
}

/** The delivery address's form, where the signed forms are mailed (possibly outside Canada). */
export function AddressForm({ profile, onDone }: { profile: ProfileView | null; onDone: () => void }) {
  const saveAddress = useSaveDeliveryAddress();
  const handleConflict = useProfileConflict();
  const form = useForm<AddressValues, unknown, z.output<typeof addressSchema>>({
    resolver: zodResolver(addressSchema),
    mode: 'onTouched',
    defaultValues: addressValues(profile),
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const country = useWatch({ control, name: 'country' });
  const errorProps = (name: keyof AddressValues) => ({
    hasError: errors[name] !== undefined,
    errorMessage: errors[name]?.message,
  });
  const field = (name: AddressField) => ({ ...errorProps(name), ...register(name) });

  const submit = async (values: z.output<typeof addressSchema>) => {
    try {
      await saveAddress.mutateAsync({ ...values, version: profile?.version ?? 0 });
      toast.success(copy.common.success, { description: text.addressUpdated });
      onDone();
    } catch (error) {
      if (handleConflict(error, (current) => form.reset(addressValues(current)))) return;
      console.error('Saving the delivery address failed', error);
      toast.error(copy.common.error, { description: text.addressFailed });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="delivery-address__form">
      <Grid className="profile-form__grid">
        <AddressFields
          field={field}
          provinces={country === HOME_COUNTRY ? provinceOptions(copy.provinces, currentLanguage()) : undefined}
          provinceLabel={country === HOME_COUNTRY ? copy.profileForm.province : text.provinceOrState}
          postalLabel={text.postalOrZip}
        />
        <SelectField
          label={text.country}
          autoComplete="country-name"
          isRequired
          {...errorProps('country')}
          {...register('country')}
        >
          {COUNTRIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      </Grid>
      <CancelSaveRow marginTop="medium" onCancel={onDone} busy={isSubmitting} saveLabel={copy.common.save} />
    </form>
  );
}
