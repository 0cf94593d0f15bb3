import { Button, Flex, Heading, Placeholder, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import type { ProfileView } from '@taxback/shared/account/profile-schemas';
import { provinceName } from '@taxback/shared/reference/provinces';
import { lazy, Suspense, useState } from 'react';
import { useProfile } from '@/api/get-profile';

const text = copy.wizard.delivery;

// The form (react-hook-form and the address schema) downloads when the customer chooses to edit the address.
const AddressForm = lazy(() => import('./delivery-address-form').then((module) => ({ default: module.AddressForm })));

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
        <Suspense fallback={<Placeholder size="large" marginTop="small" />}>
          <AddressForm profile={profile} onDone={() => setEditing(false)} />
        </Suspense>
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
