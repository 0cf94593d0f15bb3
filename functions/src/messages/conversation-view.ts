import type { ClaimReference, Message } from '@taxback/shared';
import type { ApplicationItem } from '../data/stores/application';
import type { MessageItem, ThreadPage } from '../data/stores/message';

export const claimReference = (application: ApplicationItem): ClaimReference => ({
  applicationId: application.applicationId,
  taxYears: application.taxYears ?? [],
});

/** A customer message counts as read once staff read the thread up to its time. */
const isRead = (item: MessageItem, readUpTo: string | null) =>
  item.isRead || (readUpTo !== null && item.createdAt <= readUpTo);

/** A page of a thread, each message naming its claim among the customer's `claims`. */
export function threadView(page: ThreadPage, claims: ClaimReference[]): { messages: Message[]; cursor: string | null } {
  const claimOf = (applicationId: string | undefined) =>
    claims.find((claim) => claim.applicationId === applicationId) ?? null;
  return {
    messages: page.items.map((item) => ({
      messageId: item.messageId,
      userId: item.userId,
      claim: claimOf(item.applicationId),
      senderType: item.senderType,
      senderName: item.senderName,
      title: item.title,
      content: item.content,
      isRead: isRead(item, page.readUpTo),
      createdAt: item.createdAt,
    })),
    cursor: page.cursor,
  };
}
