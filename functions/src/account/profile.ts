import { writeProfileLanguage } from '../data/stores/profile';
import { openProfile, writeProfile, type ProfileWriteResult } from '../data/stores/sealed-profile';
import { copy, HOME_COUNTRY, isProvince } from '@taxback/shared';
import { requestLanguage } from '../http/request-locale';
import { badRequest, conflict, notFound } from '../http/errors';
import { noContent, ok, operation } from '../http/lambda-handler';
import { profileView } from './profile-view';

const savedOrConflict = (result: ProfileWriteResult, forEditing: boolean) => {
  if (result.outcome === 'conflict') {
    throw conflict({ current: result.profile ? profileView(result.profile, forEditing) : null });
  }
  return ok(profileView(result.profile, forEditing));
};

export const getProfile = operation('getProfile', async ({ caller }) => {
  const profile = await openProfile(caller.userId);
  if (!profile) throw notFound();
  return ok(profileView(profile, false));
});

export const getProfileForEditing = operation('getProfileForEditing', async ({ caller }) => {
  const profile = await openProfile(caller.userId);
  if (!profile) throw notFound();
  return ok(profileView(profile, true));
});

export const saveProfile = operation('saveProfile', async ({ caller, body }) => {
  const { version, addressLine1, addressLine2, dateOfBirth, phone, itin, ...plain } = body;
  // The profile form's address is Canadian, unless the wizard stored a delivery address abroad.
  const country = (await openProfile(caller.userId))?.item.country ?? HOME_COUNTRY;
  if (country === HOME_COUNTRY && !isProvince(plain.province)) {
    throw badRequest(copy.profile.provinceInvalid, { province: copy.profile.provinceInvalid });
  }
  const language = requestLanguage();
  const result = await writeProfile(
    caller.userId,
    caller.email,
    version,
    { ...plain, language },
    {
      addressLine1,
      addressLine2,
      dateOfBirth,
      phone,
      ...(itin === undefined ? {} : { itin }),
    },
  );
  return savedOrConflict(result, true);
});

export const saveDeliveryAddress = operation('saveDeliveryAddress', async ({ caller, body }) => {
  const { version, addressLine1, addressLine2, ...plain } = body;
  const result = await writeProfile(caller.userId, caller.email, version, plain, { addressLine1, addressLine2 });
  return savedOrConflict(result, false);
});

/** The wizard's ITIN answer is kept on the profile (encrypted), never on the application. */
export const saveItin = operation('saveItin', async ({ caller, body }) => {
  const result = await writeProfile(caller.userId, caller.email, 'latest', {}, { itin: body.itin });
  return savedOrConflict(result, false);
});

/** The language the customer chose in the SPA, so their mail and documents follow it. */
export const saveLanguage = operation('saveLanguage', async ({ caller, body }) => {
  await writeProfileLanguage(caller.userId, body.language);
  return noContent();
});
