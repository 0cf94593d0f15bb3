import { maskItin, type ProfileView } from '@taxback/shared';
import type { OpenProfile } from '../data/stores/sealed-profile';

/** The profile as the API returns it: decrypted for its owner, the ITIN masked unless for editing. */
export function profileView({ item, sealed }: OpenProfile, forEditing: boolean): ProfileView {
  return {
    email: item.email,
    firstName: item.firstName ?? '',
    lastName: item.lastName ?? '',
    addressLine1: sealed.addressLine1 ?? '',
    addressLine2: sealed.addressLine2 ?? '',
    city: item.city ?? '',
    province: item.province ?? '',
    postalCode: item.postalCode ?? '',
    country: item.country ?? '',
    countryOfBirth: item.countryOfBirth ?? '',
    dateOfBirth: sealed.dateOfBirth ?? '',
    phone: sealed.phone ?? '',
    itinMasked: maskItin(sealed.itin),
    ...(forEditing ? { itin: sealed.itin ?? '' } : {}),
    version: item.version,
    updatedAt: item.updatedAt ?? null,
  };
}
