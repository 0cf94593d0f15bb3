import { THREAD } from '@taxback/shared';
import { newId } from '../../commons/ids';
import { nowIso, put, update, writeAtomically, type ItemOf } from '../electro';
import { conversations } from '../entities/conversation';
import { messages } from '../entities/message';

export type MessageItem = ItemOf<typeof messages>;

export interface NewMessage {
  userId: string;
  userName: string;
  applicationId?: string;
  senderType: 'user' | 'admin';
  senderName: string;
  title: string;
  content: string;
}

/** The first characters of a message, on one line, as the staff list shows it. */
export const messagePreview = (content: string): string => {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length > THREAD.previewLength ? `${line.slice(0, THREAD.previewLength - 1).trimEnd()}…` : line;
};

/**
 * The message and its conversation moved to the top, counting a customer's message as unread for staff.
 * Both carry the same time, so "read up to the newest message" covers exactly the messages staff saw.
 */
function messageWrites(message: NewMessage, messageId: string) {
  const { userName, ...fields } = message;
  const at = nowIso();
  const created = messages()
    .create({ ...fields, messageId, isRead: message.senderType === 'admin', createdAt: at })
    .params();
  // An upsert writes every key, including the static GSI1 partition a plain update would leave out.
  const conversation = conversations()
    .upsert({
      userId: message.userId,
      userName,
      lastMessageAt: at,
      preview: messagePreview(message.content),
      lastFromStaff: message.senderType === 'admin',
      ...(message.applicationId ? { applicationId: message.applicationId } : {}),
    })
    .add({ unreadCount: message.senderType === 'user' ? 1 : 0 })
    .params();
  return [put(created), update(conversation)];
}

/** Stores a message and moves its conversation to the top. */
export async function addMessage(message: NewMessage): Promise<string> {
  const messageId = newId();
  await writeAtomically(messageWrites(message, messageId));
  return messageId;
}

/** Stores a message under an id chosen by the caller, once: false when that id is already stored. */
export const addMessageOnce = async (message: NewMessage, messageId: string): Promise<boolean> =>
  (await writeAtomically(messageWrites(message, messageId))) === null;

export interface ThreadPage {
  items: MessageItem[];
  cursor: string | null;
  /** Customer messages written at or before this time have been read by staff. */
  readUpTo: string | null;
}

/** One page of a customer's thread, newest first. */
export async function threadPage(userId: string, cursor: string | null, limit: number): Promise<ThreadPage> {
  const [page, conversation] = await Promise.all([
    messages().query.byUser({ userId }).go({ order: 'desc', cursor, limit }),
    conversations().get({ userId }).go(),
  ]);
  return { items: page.data, cursor: page.cursor, readUpTo: conversation.data?.readUpTo ?? null };
}
