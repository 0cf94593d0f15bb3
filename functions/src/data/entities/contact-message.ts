import { CONTACT_STATUSES, LOCALES } from '@taxback/shared';
import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

/** A message sent through the public contact form; GSI1 lists them newest first for staff. */
export const contactMessages = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'contactMessage', version: '1', service: SERVICE },
        attributes: {
          messageId: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true },
          email: { type: 'string', required: true },
          message: { type: 'string', required: true },
          /** The language the sender wrote in (the page's), which the reply mail's own words follow. */
          language: { type: LOCALES },
          status: { type: CONTACT_STATUSES, default: 'new' },
          reply: { type: 'string' },
          answeredAt: { type: 'string' },
          answeredBy: { type: 'string' },
          ...timestamps,
        },
        indexes: {
          byId: {
            pk: key('PK', 'CONTACT#${messageId}', ['messageId']),
            sk: key('SK', 'CONTACT'),
          },
          all: {
            index: 'GSI1',
            pk: key('GSI1PK', 'CONTACTS'),
            sk: key('GSI1SK', '${createdAt}#${messageId}', ['createdAt', 'messageId']),
          },
        },
      },
      entityConfiguration(),
    ),
);
