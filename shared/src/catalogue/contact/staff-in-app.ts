import { PRODUCT_NAME } from '../../constants';

/**
 * The mail the team receives for a message sent through the contact form (English only: staff work in English).
 * Unlike the other staff words (staff.ts files), the app bundle carries it, as `contact.mail` in both languages.
 */
export const contactTeamMail = {
  subject: (name: string) => `${PRODUCT_NAME} contact form: message from ${name}`,
  body: (name: string, email: string, message: string) =>
    `A visitor sent a message through the contact form.\n\nName: ${name}\nEmail: ${email}\n\n${message}\n\nReply to this email to answer them.`,
};
