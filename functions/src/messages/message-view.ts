import type { Message } from '@taxback/shared';
import type { MessageItem } from '../data/message-store';

export const messageView = (item: MessageItem): Message => ({
  messageId: item.messageId,
  userId: item.userId,
  senderType: item.senderType,
  senderName: item.senderName,
  title: item.title,
  content: item.content,
  isRead: item.isRead,
  createdAt: item.createdAt,
});
