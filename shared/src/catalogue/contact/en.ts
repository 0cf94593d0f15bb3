import { PRODUCT_NAME, SUPPORT_EMAIL, TIMINGS } from '../../constants';
import { contactTeamMail } from './staff-in-app';

/** The contact page, its form, and the reply mail (the mail the team receives: staff-in-app.ts). */
export const contactCopy = {
  title: 'Contact Us',
  intro: `Questions about your claim, our fees or your documents? Send us a message and a member of our team will reply within ${TIMINGS.contactResponseHours} hours on business days.`,
  emailUs: 'Prefer email?',
  emailAddress: SUPPORT_EMAIL,
  name: 'Name',
  email: 'Email',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  sent: "Thank you for your message! We'll get back to you soon.",
  failed: 'Failed to send message. Please try again.',
  nameRequired: 'Please enter your name',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Please enter a message',
  tooLong: (max: number) => `Please keep this under ${max.toLocaleString('en-US')} characters`,
  privacyNote: 'We use your details only to answer your message.',
  privacyLink: 'Read our Privacy Policy',
  /** The company details staff set (the values are shown as typed; only these labels are ours). */
  company: {
    heading: 'Our office',
    label: 'Company details',
    address: 'Address',
    phone: 'Phone',
    hours: 'Hours',
  },
  replyMail: {
    subject: `Your message to ${PRODUCT_NAME}`,
    body: (name: string, reply: string, original: string) =>
      `Hello ${name},\n\n${reply}\n\nThe ${PRODUCT_NAME} team\n\n---\nYour message:\n${original}`,
  },
  mail: contactTeamMail,
} as const;

export const contactEn = {
  contact: contactCopy,
} as const;
