import { inboxRuleCopy } from './staff-rules';

/** The Inbox tab: messages from the public contact form, answered by email. */
export const adminInboxCopy = {
  title: 'Messages from the contact form',
  columns: { received: 'Received', from: 'From', message: 'Message', status: 'Status', actions: 'Actions' },
  statuses: { new: 'New', answered: 'Answered' },
  empty: 'No messages from the contact form yet',
  fetchFailed: 'Failed to fetch contact messages',
  reply: 'Reply',
  replyLabel: (name: string) => `Reply to ${name}`,
  replyField: 'Your reply',
  replyHint: (email: string) => `Sent by email to ${email}, in the language they wrote in, with their message quoted.`,
  send: 'Send reply',
  cancel: 'Cancel',
  sent: 'Reply sent',
  sendFailed: 'Failed to send the reply',
  answered: (date: string, by: string) => `Answered ${date} by ${by}`,
  replyRequired: inboxRuleCopy.replyRequired,
  notFound: 'This message no longer exists.',
};

export const contactStaff = {
  adminInbox: adminInboxCopy,
} as const;
