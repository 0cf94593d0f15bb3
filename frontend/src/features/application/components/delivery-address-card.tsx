import { Button, Flex, Grid, Heading, Placeholder, SelectField, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { copy } from '@taxback/shared/copy';
import { addressSchema, type ProfileView } from '@taxback/shared/profile/schemas';
import { COUNTRIES, DEFAULT_DELIVERY_COUNTRY, HOME_COUNTRY, type Country } from '@taxback/shared/reference/countries';
import { provinceName, provinceOptions } from '@taxback/shared/reference/provinces';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { useProfile } from '@/api/get-profile';
import { useSaveDeliveryAddress } from '@/api/save-delivery-address';
import { AddressFields, type AddressField } from '@/components/address-fields';
import '@/components/profile-form.css';
import { useProfileConflict } from '@/hooks/use-profile-conflict';
import { currentLanguage } from '@/lib/language';
import type * as z from '@taxback/shared/zod';

const text = copy.wizard.delivery;
type AddressValues = z.input<typeof addressSchema>;

const isCountry = (value: string): value is Country => (COUNTRIES as readonly string[]).includes(value);

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

/** Where the signed forms are mailed: the profile's address, editable here, and possibly outside Canada. */
export function DeliveryAddressCard() {
  const profileQuery = useProfile();
  const [editing, setEditing] = useState(false);
  const profile = profileQuery.data;

  return (
    <section className="wizard__panel" aria-labelledby="delivery-address-title">
      <Flex justifyContent="space-between" alignItems="center" gap="small" wrap="wrap">
        <Heading level={2} fontSize="medium" id="delivery-address-title">
          {text.addressTitle}
        </Heading>
        {!editing && profile !== undefined && (
          <Button size="small" onClick={() => setEditing(true)}>
            {text.edit}
          </Button>
        )}
      </Flex>
      {profile === undefined ? (
        <Placeholder size="large" marginTop="small" />
      ) : editing ? (
        <AddressForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <AddressLines profile={profile} />
      )}
    </section>
  );
}

function AddressLines({ profile }: { profile: ProfileView | null }) {
  if (!profile?.addressLine1) return <Text marginTop="small">{text.noAddress}</Text>;
  const province = profile.province && provinceName(copy.provinces, profile.province);
  const cityLine = [profile.city, province, profile.postalCode].filter(Boolean).join(', ');
  return (
    <address className="delivery-address">
      {[profile.addressLine1, profile.addressLine2, cityLine, profile.country].filter(Boolean).map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

function AddressForm({ profile, onDone }: { profile: ProfileView | null; onDone: () => void }) {
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
      <Flex gap="small" justifyContent="flex-end" marginTop="medium">
        <Button onClick={onDone} isDisabled={isSubmitting}>
          {copy.common.cancel}
        </Button>
        <Button type="submit" variation="primary" isLoading={isSubmitting} loadingText={copy.common.saving}>
          {copy.common.save}
        </Button>
      </Flex>
    </form>
  );
}
