import { HOME_COUNTRY, LOCALES } from '@taxback/shared';
import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

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
