import { PRODUCT_NAME } from './constants';
import { formSheetCopy, formsEmailCopy, formsToSignEmailCopy } from './catalogue/form-sheets';
import { catalogueOf, type Shape } from './i18n/catalogue';

/**
 * Texts only the server writes: the sheets of the forms it generates, the mail that sends them and the mail that
 * confirms a sign-up. Apart from the catalogue every page needs (copy.ts), so that a browser never downloads them.
 * French registers itself from copy-server-fr-ca.ts, which the server imports with the rest (index.ts).
 */
const en = {
  confirmationEmail: {
    subject: `Verify your ${PRODUCT_NAME} account`,
    body: (link: string) =>
      `Welcome to ${PRODUCT_NAME}!\n\nPlease confirm your email address by opening this link in the browser where you signed up:\n${link}\n\nIf you did not create an account, someone may have used your address: open the link and choose "I did not sign up: free my address" to delete that sign-up and keep the address for yourself.`,
  },
  formSheets: formSheetCopy,
  formsEmail: formsEmailCopy,
  formsToSignEmail: formsToSignEmailCopy,
} as const;

export type ServerCopy = Shape<typeof en>;

export const englishServerCopy: ServerCopy = en;

/** `serverCopy` follows the request's language as `copy` does; `serverCopyFor` gives one language's. */
export const {
  register: registerServerCatalogue,
  inLanguage: serverCopyFor,
  live: serverCopy,
} = catalogueOf<ServerCopy>(englishServerCopy);
