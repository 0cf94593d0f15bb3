import { isConditionalCheckFailure } from '../electro';
import { conversations } from '../entities/conversation';

export async function usersWithConversations(userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const { data } = await conversations()
    .get([...new Set(userIds)].map((userId) => ({ userId })))
    .go();
  return new Set(data.map((conversation) => conversation.userId));
}

/**
 * Marks the customer's messages read once staff open the thread: one write to the conversation, which
 * zeroes its unread count and records the newest message time as read. The write holds only if no
 * message arrived since the conversation was read; otherwise it is read again and retried. A thread
 * that keeps changing stays unread (staff open it again), which is never wrong.
 */
export async function markThreadRead(userId: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { data } = await conversations().get({ userId }).go();
    if (!data || (data.unreadCount === 0 && data.readUpTo === data.lastMessageAt)) return;
    try {
      await conversations()
        .patch({ userId })
        .set({ unreadCount: 0, readUpTo: data.lastMessageAt })
        .where(({ lastMessageAt }, { eq }) => eq(lastMessageAt, data.lastMessageAt))
        .go();
      return;
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }
}

/** A customer's conversation row, or null before their first message. */
export const getConversationRow = async (userId: string) => (await conversations().get({ userId }).go()).data;

export async function recentConversations(cursor: string | null, limit: number) {
  const { data, cursor: next } = await conversations().query.recent({}).go({ order: 'desc', cursor, limit });
  return { items: data, cursor: next };
}

/** Unread customer messages, by customer: the conversations index (GSI1, `CONVERSATIONS`), unread ones only. */
export async function unreadMessagesByCustomer(): Promise<Map<string, number>> {
  const { data } = await conversations()
    .query.recent({})
    .where(({ unreadCount }, { gt }) => gt(unreadCount, 0))
    .go({ pages: 'all', attributes: ['userId', 'unreadCount'] });
  return new Map(data.map((conversation) => [conversation.userId, conversation.unreadCount]));
}
