import { CONTACT_STATUSES, LOCALES, type Locale } from '@taxback/shared';
import { Entity } from 'electrodb';
import { lazy } from '../commons/lazy';
import { newId } from '../commons/ids';
import {
  entityConfiguration,
  isConditionalCheckFailure,
  key,
  SERVICE,
  timestamps,
  type ItemOf,
  type Page,
  type PageRequest,
} from './electro';

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

export type ContactMessageItem = ItemOf<typeof contactMessages>;

export async function saveContactMessage(message: { name: string; email: string; message: string; language: Locale }) {
  const { data } = await contactMessages()
    .create({ messageId: newId(), ...message })
    .go();
  return data;
}

/** The staff inbox: every contact message, newest first, a page at a time. */
export async function contactMessagePage({ limit, cursor }: PageRequest): Promise<Page<ContactMessageItem>> {
  const { data, cursor: next } = await contactMessages()
    .query.all({})
    .go({ order: 'desc', limit, cursor: cursor ?? null });
  return { items: data, cursor: next };
}

export async function getContactMessage(messageId: string): Promise<ContactMessageItem | null> {
  return (await contactMessages().get({ messageId }).go()).data;
}

/** Records staff's answer; null when the message is gone. A second answer replaces the first. */
export async function recordContactReply(
  messageId: string,
  reply: string,
  answeredBy: string,
): Promise<ContactMessageItem | null> {
  try {
    const { data } = await contactMessages()
      .patch({ messageId })
      .set({ status: 'answered', reply, answeredBy, answeredAt: new Date().toISOString() })
      .go({ response: 'all_new' });
    return data as ContactMessageItem;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}
