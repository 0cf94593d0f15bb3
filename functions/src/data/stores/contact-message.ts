import type { Locale } from '@taxback/shared';
import { newId } from '../../commons/ids';
import { isConditionalCheckFailure, type ItemOf, type Page, type PageRequest } from '../electro';
import { contactMessages } from '../entities/contact-message';

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
