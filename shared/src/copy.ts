import { composeBundle } from './catalogue/bundles';
import { accountEn } from './catalogue/account/en';
import { chatbotEn } from './catalogue/chatbot/en';
import { claimEn } from './catalogue/claim/en';
import { commonEn } from './catalogue/common/en';
import { contactEn } from './catalogue/contact/en';
import { messagesEn } from './catalogue/messages/en';
import { paymentsEn } from './catalogue/payments/en';
import { retrievalEn } from './catalogue/retrieval/en';
import { siteEn } from './catalogue/site/en';
import { uploadsEn } from './catalogue/uploads/en';
import { catalogueOf, type Shape } from './i18n/catalogue';

/**
 * The `app` bundle (catalogue/bundles.ts): the texts every page and every function may show, made of the areas'
 * `en.ts`. English is the reference every other language must match key for key (copy-fr-ca.ts).
 */
const en = composeBundle('app', {
  common: commonEn,
  account: accountEn,
  claim: claimEn,
  uploads: uploadsEn,
  payments: paymentsEn,
  retrieval: retrievalEn,
  messages: messagesEn,
  contact: contactEn,
  chatbot: chatbotEn,
  site: siteEn,
});

export type Copy = Shape<typeof en>;

export const englishCopy: Copy = en;

const catalogue = catalogueOf<Copy>('app', englishCopy);

/** Whether the catalogue of a language is loaded (copyFor gives English for one that is not). */
export const hasCatalogue = catalogue.has;

/** The catalogue of one language, for a reader who is not the one being served (an email's recipient). */
export const copyFor = catalogue.inLanguage;

/**
 * The catalogue in the current language (see setLocaleSource): the SPA's visitor's choice, the API's
 * request language. Every text a customer can read comes from here.
 */
export const copy: Copy = catalogue.live;
