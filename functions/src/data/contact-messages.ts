import { Entity } from 'electrodb';
import { lazy } from '../commons/lazy';
import { newId } from '../commons/ids';
import { entityConfiguration, key, SERVICE, timestamps } from './electro';

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

export async function saveContactMessage(message: { name: string; email: string; message: string }) {
  const { data } = await contactMessages()
    .create({ messageId: newId(), ...message })
    .go();
  return data;
}
