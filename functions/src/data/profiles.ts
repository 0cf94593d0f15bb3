import { Entity } from 'electrodb';
import { HOME_COUNTRY, LOCALES } from '@taxback/shared';
import { lazy } from '../commons/lazy';
import { entityConfiguration, isConditionalCheckFailure, key, SERVICE, timestamps, type ItemOf } from './electro';

/**
 * One profile per user. Sensitive values (ITIN, date of birth, phone, address lines) live only inside
 * `sealed`, an envelope-encrypted JSON document bound to the user id.
 */
export const profiles = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'profile', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true, readOnly: true },
          email: { type: 'string', required: true },
          firstName: { type: 'string' },
          /** Lower-case "first last", for staff searches by name. */
          searchName: {
            type: 'string',
            watch: ['firstName', 'lastName'],
            set: (_: unknown, item: { firstName?: string; lastName?: string }) =>
              `${item.firstName ?? ''} ${item.lastName ?? ''}`.trim().toLowerCase(),
          },
          lastName: { type: 'string' },
          city: { type: 'string' },
          province: { type: 'string' },
          postalCode: { type: 'string' },
          country: { type: 'string', default: HOME_COUNTRY },
          countryOfBirth: { type: 'string' },
          /** The language the customer reads the product in; their mail and documents follow it. */
          language: { type: LOCALES },
          sealed: { type: 'string' },
          /** The staff search word for the phone's last digits: a keyed digest, so the digits stay encrypted. */
          phoneSearch: { type: 'string' },
          version: { type: 'number', required: true, default: 1 },
          ...timestamps,
        },
        indexes: {
          byUser: {
            pk: key('PK', 'USER#${userId}', ['userId']),
            sk: key('SK', 'PROFILE'),
          },
          allUsers: {
            index: 'GSI1',
            pk: key('GSI1PK', 'USERS'),
            sk: key('GSI1SK', '${createdAt}', ['createdAt']),
          },
        },
      },
      entityConfiguration(),
    ),
);

export type ProfileItem = ItemOf<typeof profiles>;

/** The stored profile item, its sensitive fields still sealed (`openProfile` in profile-store.ts opens them). */
export async function getProfileItem(userId: string): Promise<ProfileItem | null> {
  const { data } = await profiles().get({ userId }).go();
  return data;
}

/**
 * The profiles of these users, in one batch read; a user without one is absent. Throws when DynamoDB left
 * keys unread, so that a caller never takes an unread profile for a missing one.
 */
export async function profilesOf(userIds: readonly string[]): Promise<Map<string, ProfileItem>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const { data, unprocessed } = await profiles()
    .get(unique.map((userId) => ({ userId })))
    .go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} profiles were left unread`);
  return new Map(data.map((profile) => [profile.userId, profile]));
}

/** Creates the profile on first sign-in; an existing one is left untouched. */
export async function createProfileIfAbsent(userId: string, email: string, firstName: string | null) {
  try {
    await profiles()
      .create({ userId, email, ...(firstName ? { firstName } : {}) })
      .go();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/**
 * Records the account's new sign-in email on its profile (the stream processor re-indexes it for staff
 * search). Not a profile edit: no new version. A person without a profile yet gets the address at creation.
 */
export async function writeProfileEmail(userId: string, email: string): Promise<void> {
  try {
    await profiles().patch({ userId }).set({ email }).go();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}
