import { composeBundle } from './catalogue/bundles';
import { accountFrCa } from './catalogue/account/fr-ca';
import { chatbotFrCa } from './catalogue/chatbot/fr-ca';
import { claimFrCa } from './catalogue/claim/fr-ca';
import { commonFrCa } from './catalogue/common/fr-ca';
import { contactFrCa } from './catalogue/contact/fr-ca';
import { messagesFrCa } from './catalogue/messages/fr-ca';
import { paymentsFrCa } from './catalogue/payments/fr-ca';
import { retrievalFrCa } from './catalogue/retrieval/fr-ca';
import { siteFrCa } from './catalogue/site/fr-ca';
import { uploadsFrCa } from './catalogue/uploads/fr-ca';
import type { Copy } from './copy';

/**
 * The `app` bundle in Canadian French, made of the areas' `fr-ca.ts` (each typed against its `en.ts`). Staff-only
 * sections stay in English, as the product decided. The loaders register it (catalogue/bundles.ts).
 */
export const frenchCopy: Copy = composeBundle('app', {
  common: commonFrCa,
  account: accountFrCa,
  claim: claimFrCa,
  uploads: uploadsFrCa,
  payments: paymentsFrCa,
  retrieval: retrievalFrCa,
  messages: messagesFrCa,
  contact: contactFrCa,
  chatbot: chatbotFrCa,
  site: siteFrCa,
});
