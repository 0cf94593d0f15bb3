import * as z from '../zod';
import { copy } from '../copy';
import { say } from '../i18n/say';
import { cleanedText } from '../validation/cleaned-text';
import { COUNTRIES, HOME_COUNTRY } from '../reference/countries';
import { PROVINCES } from '../reference/provinces';
import { LOCALES } from '../i18n/locale';
import {
  hasMarkupCharacters,
  isValidPhone,
  itinDigits,
  normalizePostalCode,
  sanitizeName,
  sanitizeText,
} from '../validation/typed-text';
import { ITIN_DIGITS } from '../constants';

/** Says "This field is required." (copy.validation.required), the default for an empty text. */
const fieldRequired = z.minLength(1);

const required = (max = 100) => cleanedText({ max, clean: sanitizeText }, fieldRequired);

/** A person's name: kept as typed (Zoë Côté-O'Brien) on one line, but never with < or >. */
const personName = (max = 100) =>
  cleanedText(
    { max, clean: sanitizeName },
    fieldRequired,
    z.refine(
      (value) => !hasMarkupCharacters(value),
      say(() => copy.profile.nameCharacters),
    ),
  );

const optional = (max = 100) => cleanedText({ max, clean: sanitizeText });

const isoDate = z.iso.date(say(() => copy.profile.dateInvalid));

const dateOfBirth = isoDate.check(
  z.refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return date.getUTCFullYear() >= 1900 && date.getTime() < Date.now();
    },
    say(() => copy.profile.dateInvalid),
  ),
);

const phone = z
  .pipe(
    z.string().check(z.maxLength(40)),
    z.transform((value) => value.trim()),
  )
  .check(
    z.refine(
      (value) => value === '' || isValidPhone(value),
      say(() => copy.profile.invalidPhone),
    ),
  );

const itin = z.pipe(z.string().check(z.maxLength(20)), z.transform(itinDigits)).check(
  z.refine(
    (value) => value === '' || value.length === ITIN_DIGITS,
    say(() => copy.profile.itinInvalid),
  ),
);

const addressFields = {
  addressLine1: required(200),
  addressLine2: optional(200),
  city: required(),
  province: required(),
  postalCode: z.pipe(required(20), z.transform(normalizePostalCode)),
};

/** A province of the list: what the profile's Canadian address takes. */
export const isProvince = (value: string): boolean => (PROVINCES as readonly string[]).includes(value);

/** The delivery address edited on the wizard's step 7; it may be outside Canada, where the state is free text. */
export const addressSchema = z.object({ ...addressFields, country: z.enum(COUNTRIES) }).check(
  z.refine((address) => address.country !== HOME_COUNTRY || isProvince(address.province), {
    path: ['province'],
    ...say(() => copy.profile.provinceInvalid),
  }),
);
export type Address = z.infer<typeof addressSchema>;

/** The profile form of /step1 and /account (a Canadian address; the country asked is of birth). */
export const profileFormSchema = z.object({
  ...addressFields,
  firstName: personName(),
  lastName: personName(),
  dateOfBirth,
  countryOfBirth: z.enum(COUNTRIES),
  phone,
});
export type ProfileInput = z.output<typeof profileFormSchema>;

const versioned = { version: z.int().check(z.gte(0)) };

export const saveProfileRequestSchema = z.extend(profileFormSchema, { ...versioned, itin: z.optional(itin) });
export const saveAddressRequestSchema = z.safeExtend(addressSchema, versioned);
export const saveItinRequestSchema = z.object({ itin });
export const saveLanguageRequestSchema = z.object({ language: z.enum(LOCALES) });

export const profileViewSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  country: z.string(),
  countryOfBirth: z.string(),
  dateOfBirth: z.string(),
  phone: z.string(),
  /** ***-**-last4, or null when no ITIN is on file. */
  itinMasked: z.nullable(z.string()),
  /** The full ITIN, only in the owner's edit view. */
  itin: z.optional(z.string()),
  version: z.number(),
  updatedAt: z.nullable(z.string()),
});
export type ProfileView = z.infer<typeof profileViewSchema>;
