import type { DeliveryPreference } from '../claim/schemas';
import type { Copy } from '../copy';

type TemplateTexts = Copy['adminConversations']['templates'];
export type MessageTemplateKey = keyof TemplateTexts;
export const MESSAGE_TEMPLATE_KEYS = [
  'forms_ready',
  'documents_needed',
  'submitted_to_irs',
] as const satisfies readonly MessageTemplateKey[];

export interface MessageTemplate {
  key: MessageTemplateKey;
  title: string;
  content: string;
}

/** Which text of the forms template fits how the customer chose to receive their forms; none chosen: the account. */
export const formsTextFor = (
  delivery: DeliveryPreference | null | undefined,
): keyof TemplateTexts['forms_ready']['content'] => delivery ?? 'account';

/**
 * The canned messages for one customer: `texts` is their language's catalogue section, `delivery` the choice made on
 * the claim the message is about (null when there is no claim or no choice yet).
 */
export function messageTemplates(
  texts: TemplateTexts,
  delivery: DeliveryPreference | null | undefined,
): MessageTemplate[] {
  return MESSAGE_TEMPLATE_KEYS.map((key) => {
    const { title, content } = texts[key];
    return { key, title, content: typeof content === 'string' ? content : content[formsTextFor(delivery)] };
  });
}
