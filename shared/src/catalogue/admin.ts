import { TEAM_SENDER_NAME } from '../constants';

export const statusLabels = {
  draft: 'Draft',
  ready_for_payment: 'Ready for payment',
  reopened: 'Reopened for changes',
  awaiting_balance: 'Balance due',
  submitted: 'Submitted',
  processing: 'Processing',
  approved: 'Approved',
  completed: 'Completed',
  rejected: 'Rejected',
};

export const adminConversationCopy = {
  teamName: TEAM_SENDER_NAME,
  fillBoth: 'Please fill in both title and content',
  replyTitle: 'Reply',
  loadFailed: (reason: string) => `Failed to load messages: ${reason}`,
  sendFailed: (reason: string) => `Failed to send message: ${reason}`,
  sent: 'Message sent successfully and user notified by email!',
  noApplication: 'No Application',
  hasMessages: 'Has messages',
  pageTitle: 'Messages',
  backToDashboard: 'Back to Dashboard',
  conversationsTitle: 'Active Conversations',
  noConversations: 'No conversations yet.',
  unreadCount: (count: number) => `${count} unread`,
  threadTitle: (name: string) => `Conversation with ${name}`,
  noThreadTitle: 'Conversation',
  pickConversation: 'Select a conversation to read it here.',
  emptyThread: 'No messages in this conversation.',
  olderMessages: 'Show older messages',
  about: 'About',
  aboutGeneral: 'No particular claim',
  reply: 'Reply',
  preview: (fromStaff: boolean, text: string) => (fromStaff ? `You: ${text}` : text),
  noClaimStage: 'No claim',
  customerLanguage: (language: string) => `Writes in ${language}`,
  languageNames: { en: 'English', 'fr-CA': 'French' },
  deliveryChoice: (choice: string) => `Forms ${choice.toLowerCase()}`,
  noDeliveryChoice: 'No delivery choice yet',
  templatesLabel: 'Start from a template',
  noTemplate: 'No template',
  templateLabels: {
    forms_ready: 'Forms ready to sign',
    documents_needed: 'A document is missing',
    submitted_to_irs: 'Return submitted to the IRS',
  },
  templatesFor: (language: string, delivery: string) => `Templates in ${language}, for ${delivery.toLowerCase()}`,
  sectionsLabel: 'Show',
  sections: { conversations: 'Customer conversations', inbox: 'Contact form messages' },
  usersTitle: 'All Users',
  sortBy: 'Sort by',
  sortKeys: { name: 'Name', email: 'Email', status: 'Status' },
  sortState: (key: string, ascending: boolean) => `${key}, ${ascending ? 'ascending' : 'descending'}`,
  applicationCount: (count: number) => `${count} ${count === 1 ? 'application' : 'applications'}`,
  composeNew: 'New Message',
  composeReply: (name: string) => `Reply to ${name}`,
  composeTo: (name: string) => `New message to ${name}`,
  write: 'Write',
  writeLabel: (name: string) => `Write to ${name}`,
  newMessageInstead: 'Write a new message instead',
  recipients: 'Recipients',
  recipientsHint: 'Tick customers on any page of the list; the search and the pages keep your choice.',
  recipientsSearch: 'Search customers',
  pickRecipient: (name: string, email: string) => `${name} (${email})`,
  pickPage: 'Tick every customer on this page',
  chosenCount: (count: number) => `${count} ${count === 1 ? 'recipient' : 'recipients'} chosen`,
  clearChosen: 'Clear',
  chooseSomeone: 'Choose at least one recipient',
  tooManyRecipients: (max: number) => `A message can go to at most ${max} customers at once`,
  repeatedRecipient: 'A customer appears twice in the recipients',
  broadcastStarted: (count: number) => `Sending to ${count} customers: follow it under Sent to many`,
  broadcastsTitle: 'Sent to many',
  broadcastsEmpty: 'No message sent to many customers yet.',
  broadcastProgress: (done: number, total: number) => `${done} of ${total} delivered`,
  broadcastSkipped: (count: number) => `${count} skipped (account closed)`,
  broadcastStatuses: { sending: 'Sending', sent: 'Sent' },
  broadcastsFailed: 'Failed to load the messages sent to many',
  subject: 'Subject',
  body: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  unnamedUser: 'Unnamed user',
  emailSubject: (title: string) => `New message from ${TEAM_SENDER_NAME}: ${title}`,
  emailBody: (firstName: string, title: string, content: string, link: string) =>
    `Hello ${firstName},\n\nYou have a new message from ${TEAM_SENDER_NAME}.\n\n${title}\n\n${content}\n\nRead and reply in your account: ${link}`,
  /**
   * The canned messages staff start from, in the customer's language. The forms one has a text per delivery choice
   * (`account`: no choice made), so a customer who chose email is never told their forms were mailed.
   */
  templates: {
    forms_ready: {
      title: 'Your forms are ready to sign',
      content: {
        email:
          'Your official IRS forms are ready. They are on your claim in your account, with what to sign and where to send them: sign in, download and print them. You chose to receive them by email.',
        mail: 'We mailed your official IRS forms to the address on file. When they arrive, sign each one in ink where it asks, then send the signed originals back in the envelope provided. You can also see them on your claim in your account.',
        both: 'Your official IRS forms are ready: they are on your claim in your account, and we also mailed paper copies to the address on file. Sign each one in ink where it asks, then send the signed originals back in the envelope provided.',
        account:
          'Your official IRS forms are ready. They are on your claim in your account, with what to sign and where to send them: sign in, download and print them.',
      },
    },
    documents_needed: {
      title: 'We need a document from you',
      content:
        'To continue with your claim we need one more document from you. Please upload it on your claim in your account:',
    },
    submitted_to_irs: {
      title: 'Your return was submitted to the IRS',
      content:
        'We submitted your return to the IRS. The IRS now reviews it; your claim in your account shows each step as it happens.',
    },
  },
};

/** The customer's side of the thread with staff, on /account. */
export const accountConversationCopy = {
  title: 'Messages',
  intro: `Messages from the ${TEAM_SENDER_NAME}. You can reply below.`,
  empty: 'No messages yet. Our team will write to you here.',
  loadFailed: 'Failed to load messages',
  replyTitle: 'Reply to our team',
  olderMessages: 'Show older messages',
  about: 'About',
  aboutGeneral: 'A general question',
  subject: 'Subject (optional)',
  body: 'Your message',
  emptyBody: 'Please write a message',
  send: 'Send',
  sending: 'Sending...',
  sent: 'Your message was sent',
  sendFailed: (reason: string) => `Failed to send message: ${reason}`,
  tooManyMessages:
    'You have sent many messages in a short time. Please wait a while before sending another: our team will answer the ones you sent.',
};
