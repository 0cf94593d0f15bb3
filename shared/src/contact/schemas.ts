import * as z from '../zod';
import { pageOf } from '../validation/list-cursor';
import { CONTACT } from '../constants';
import { copy } from '../copy';
import { inboxRuleCopy } from '../catalogue/contact/staff-rules';
import { say } from '../i18n/say';
import { LOCALES } from '../i18n/locale';
import { hasMarkupCharacters, sanitizeText } from '../validation/typed-text';
import { cleanedText } from '../validation/cleaned-text';

/** Free text as typed, without control characters; a single-line field keeps no line breaks. */
const asTyped = (value: string, multiline: boolean): string => {
  const kept = sanitizeText(value.replace(/\r\n?/g, '\n'));
  return multiline ? kept : kept.replace(/\s*\n\s*/g, ' ');
};

const text = (max: number, requiredMessage: () => string, multiline: boolean) =>
  cleanedText(
    { max, clean: (value) => asTyped(value, multiline), tooLong: say(() => copy.contact.tooLong(max)) },
    z.minLength(1, say(requiredMessage)),
  );

export const contactRequestSchema = z.object({
  name: text(CONTACT.nameMaxLength, () => copy.contact.nameRequired, false).check(
    z.refine(
      (value) => !hasMarkupCharacters(value),
      say(() => copy.profile.nameCharacters),
    ),
  ),
  email: z.pipe(
    z.string().check(
      z.trim(),
      z.maxLength(
        CONTACT.emailMaxLength,
        say(() => copy.contact.emailInvalid),
      ),
    ),
    z.email(say(() => copy.contact.emailInvalid)),
  ),
  message: text(CONTACT.messageMaxLength, () => copy.contact.messageRequired, true),
});
export const contactReceiptSchema = z.object({ messageId: z.string() });
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** Where a contact-form message stands for staff: new until someone has answered it from the inbox. */
export const CONTACT_STATUSES = ['new', 'answered'] as const;

export const contactInboxItemSchema = z.object({
  messageId: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  reply: z.nullable(z.string()),
  answeredAt: z.nullable(z.string()),
  answeredBy: z.nullable(z.string()),
  /** The language the sender wrote in, which the reply mail follows. */
  language: z.enum(LOCALES),
});
export type ContactInboxItem = z.infer<typeof contactInboxItemSchema>;
export const contactInboxPageSchema = pageOf(contactInboxItemSchema);

export const contactMessageParamsSchema = z.object({ messageId: z.uuid() });

/** Staff's answer, mailed to the sender from the team inbox. */
export const contactReplyRequestSchema = z.object({
  content: text(CONTACT.messageMaxLength, () => inboxRuleCopy.replyRequired, true),
});
