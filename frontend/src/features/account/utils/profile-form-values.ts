import { DEFAULT_BIRTH_COUNTRY, isCountry, type Country } from '@taxback/shared/reference/countries';
import { profileFormSchema, saveProfileRequestSchema, type ProfileView } from '@taxback/shared/account/profile-schemas';
import * as z from '@taxback/shared/zod';

/** The profile form of /step1 and /account; only /account's edit form carries the ITIN. */
export const profileEditSchema = z.extend(profileFormSchema, { itin: saveProfileRequestSchema.shape.itin });
export type ProfileFormValues = z.input<typeof profileEditSchema>;
export type ProfileFormOutput = z.output<typeof profileEditSchema>;

/** The form defaults to Canada, and (as the product asks) a loaded 'United States' is replaced by Canada. */
function countryOfBirthFrom(stored: string | undefined): Country {
  return stored && isCountry(stored) && stored !== 'United States' ? stored : DEFAULT_BIRTH_COUNTRY;
}

export function toProfileFormValues(profile: ProfileView | null, withItin: boolean): ProfileFormValues {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    addressLine1: profile?.addressLine1 ?? '',
    addressLine2: profile?.addressLine2 ?? '',
    city: profile?.city ?? '',
    province: profile?.province ?? '',
    postalCode: profile?.postalCode ?? '',
    dateOfBirth: profile?.dateOfBirth ?? '',
    countryOfBirth: countryOfBirthFrom(profile?.countryOfBirth),
    phone: profile?.phone ?? '',
    // Left out unless asked for: an empty ITIN sent with the form would erase the one on file.
    ...(withItin ? { itin: profile?.itin ?? '' } : {}),
  };
}
