import { copy } from '@taxback/shared/copy';
import type { ProfileView } from '@taxback/shared/account/profile-schemas';
import { provinceName } from '@taxback/shared/reference/provinces';
import { formatDate } from '@taxback/shared/i18n/format';

const text = copy.profileForm;

/** The stored profile, read-only; the ITIN only ever masked. */
export function ProfileDetails({ profile }: { profile: ProfileView }) {
  const place = [
    profile.addressLine1,
    profile.addressLine2,
    [profile.city, profile.province && provinceName(copy.provinces, profile.province), profile.postalCode]
      .filter(Boolean)
      .join(', '),
  ].filter(Boolean);
  // The country alone (every profile has one) is no address.
  const address = place.length ? [...place, profile.country].filter(Boolean) : [];
  const rows: [string, string][] = [
    [text.firstName, profile.firstName],
    [text.lastName, profile.lastName],
    [text.email, profile.email],
    [copy.accountPage.phone, profile.phone],
    [text.dateOfBirth, profile.dateOfBirth ? formatDate(profile.dateOfBirth) : ''],
    [text.countryOfBirth, profile.countryOfBirth],
    [text.itin, profile.itinMasked ?? ''],
    [copy.accountPage.address, address.join('\n')],
  ];
  return (
    <dl className="profile-details">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || text.notProvided}</dd>
        </div>
      ))}
    </dl>
  );
}
