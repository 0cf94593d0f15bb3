import { composeBundle } from './catalogue/bundles';
import { accountServerEn } from './catalogue/account/server.en';
import { claimServerEn } from './catalogue/claim/server.en';
import { catalogueOf, type Shape } from './i18n/catalogue';

/**
 * The `server` bundle (catalogue/bundles.ts): texts only the server writes (the sheets of the forms it generates,
 * the mail that sends them and the mail that confirms a sign-up), so that a browser never downloads them.
 */
const en = composeBundle('server', { account: accountServerEn, claim: claimServerEn });

export type ServerCopy = Shape<typeof en>;

export const englishServerCopy: ServerCopy = en;

/** `serverCopy` follows the request's language as `copy` does; `serverCopyFor` gives one language's. */
export const { inLanguage: serverCopyFor, live: serverCopy } = catalogueOf<ServerCopy>('server', englishServerCopy);
