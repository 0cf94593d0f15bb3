import { put, update, writeAtomically, type ItemOf } from './electro';
import { newId } from '../commons/ids';
import { conversations, messages } from './messages';

export type MessageItem = ItemOf<typeof messages>;

export interface NewMessage {
  userId: string;
  userName: string;
  senderType: 'user' | 'admin';
  senderName: string;
  title: string;
  content: string;
}

/** The message and its conversation moved to the top, counting a customer's message as unread for staff. */
function messageWrites(message: NewMessage, messageId: string) {
  const { userName, ...fields } = message;
  const created = messages()
    .create({ ...fields, messageId, isRead: message.senderType === 'admin' })
    .params();
  // An upsert writes every key, including the static GSI1 partition a plain update would leave out.
  const conversation = conversations()
    .upsert({ userId: message.userId, userName, lastMessageAt: new Date().toISOString() })
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

export async function threadOf(userId: string): Promise<MessageItem[]> {
  const { data } = await messages().query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
  return data;
}

export const hasConversation = async (userId: string): Promise<boolean> =>
  Boolean((await conversations().get({ userId }).go()).data);

/** Marks the customer's messages read once staff open the thread. */
export async function markThreadRead(userId: string): Promise<void> {
  const thread = await threadOf(userId);
  const unread = thread.filter((message) => message.senderType === 'user' && !message.isRead);
  for (const message of unread) {
    await messages().patch({ userId, messageId: message.messageId }).set({ isRead: true }).go();
  }
  if (await hasConversation(userId)) await conversations().patch({ userId }).set({ unreadCount: 0 }).go();
}

export async function recentConversations(cursor: string | null, limit: number) {
  const { data, cursor: next } = await conversations().query.recent({}).go({ order: 'desc', cursor, limit });
  return { items: data, cursor: next };
}
