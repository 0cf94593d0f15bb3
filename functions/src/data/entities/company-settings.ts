import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, requiredListOf, SERVICE, timestamps } from '../electro';

/**
 * The company details the public site shows (one item). Its key starts with PUBLIC#: every word in it is
 * public, and the contact function, which serves them to anyone, may read nothing else of the settings.
 */
export const companySettings = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'companySettings', version: '1', service: SERVICE },
        attributes: {
          legalName: { type: 'string' },
          address: { type: 'string' },
          phone: { type: 'string' },
          hours: { type: 'string' },
          preparers: requiredListOf({
            name: { type: 'string', required: true },
            credentials: { type: 'string', required: true },
            bio: { type: 'string' },
          }),
          testimonials: requiredListOf({
            quote: { type: 'string', required: true },
            name: { type: 'string', required: true },
            place: { type: 'string', required: true },
            date: { type: 'string', required: true },
          }),
          updatedBy: { type: 'string' },
          ...timestamps,
        },
        indexes: {
          setting: {
            pk: key('PK', 'PUBLIC#COMPANY'),
            sk: key('SK', 'SETTINGS'),
          },
        },
      },
      entityConfiguration(),
    ),
);
