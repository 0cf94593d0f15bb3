import { TEAM_SENDER_NAME } from '../../constants';
import { adminConversationStaff } from './staff-in-app';

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

/** The mail a customer receives when staff write to them, and the canned messages staff start from. */
export const adminConversationMailCopy = {
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

export const messagesEn = {
  adminConversations: { ...adminConversationStaff, ...adminConversationMailCopy },
  accountConversation: accountConversationCopy,
} as const;
