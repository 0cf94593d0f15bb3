import type { Feature } from '@taxback/shared/api/routes';

/**
 * What each API function touches besides the table, and so the only permissions CDK gives its role
 * (infra/src/constructs/function-roles.ts). Add a need here in the same change that makes a handler use it:
 * the infra tests list every role's exact statements, and an AWS call without its permission fails in AWS.
 */

/**
 * The second segment of an object key `<userId>/<kind>/<file>` (see the handlers that build keys): the
 * customer's documents, `exports`, the ZIPs of their data (account/data-export.ts), and `quarantine`, what a
 * browser uploaded until the server has checked it (http/stored-upload.ts).
 */
export type DocumentKind = 'refund-documents' | 'generated' | 'retrieval' | 'retrieved' | 'exports' | 'quarantine';
/** The kinds that are documents of a claim (every kind but the data exports and the quarantine). */
export const documentKinds: readonly DocumentKind[] = ['refund-documents', 'generated', 'retrieval', 'retrieved'];
/**
 * The kinds a document record points at (data/stores/document.ts), which a customer's and staff's file lists
 * offer for download: the customer's uploads, the forms staff generated, the copies a casino sent.
 */
export const documentRecordKinds: readonly DocumentKind[] = ['refund-documents', 'generated', 'retrieved'];
/** Every kind of object stored under a customer's id: what closing their account deletes. */
export const objectKinds: readonly DocumentKind[] = [...documentKinds, 'exports', 'quarantine'];

/**
 * The kinds kept only for a while, tagged `<kindTag>=<kind>` when written so that the bucket's lifecycle rules
 * (infra/src/constructs/storage.ts) can expire them: a rule selects by key prefix or by tag, and the kind is
 * the key's second segment, which no prefix reaches.
 */
export const taggedKinds = ['quarantine', 'exports'] as const satisfies readonly DocumentKind[];
export const kindTag = 'kind';
/** The kinds written as a stream, in parts (adapters/files.ts putStream): an upload that fails is aborted. */
export const streamedKinds: readonly DocumentKind[] = ['exports'];
/** The tag of an object of a tagged kind, as the Tagging header of PutObject and CreateMultipartUpload take it. */
export const kindTagging = (kind: (typeof taggedKinds)[number]) => `${kindTag}=${kind}`;
/** The same tag as the `tagging` field of a presigned POST takes it. */
export const kindTaggingXml = (kind: (typeof taggedKinds)[number]) =>
  `<Tagging><TagSet><Tag><Key>${kindTag}</Key><Value>${kind}</Value></Tag></TagSet></Tagging>`;

/** Secrets the handlers read by `<NAME>_ARN` (adapters/secrets.ts). */
export type SecretName = 'linkSigning' | 'stripeSecretKey' | 'stripeWebhookSecret';

/** Identity-pool calls a handler makes itself (adapters/identity.ts). */
export type UserPoolAction =
  | 'AdminGetUser'
  | 'AdminConfirmSignUp'
  | 'AdminDeleteUser'
  | 'AdminSetUserPassword'
  | 'AdminUpdateUserAttributes'
  | 'AdminUserGlobalSignOut'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'AdminInitiateAuth'
  | 'AdminRespondToAuthChallenge'
  | 'AdminListGroupsForUser'
  | 'ListUsers';

export interface FunctionNeeds {
  /**
   * Partition-key prefixes of the only items the function may read or write (`dynamodb:LeadingKeys`), for
   * functions that touch a few item kinds of the main table only; left out, the function reaches every item;
   * empty, it writes no item and reads only `readsItems`.
   */
  itemPrefixes?: readonly string[];
  /** With `itemPrefixes`: partition-key prefixes of more items the function only reads (get and query). */
  readsItems?: readonly string[];
  /**
   * With `itemPrefixes`: the indexes the function queries (read only). An index holds items of every kind, so a
   * function that can query one can read what it projects.
   */
  queriesIndexes?: readonly ('GSI1' | 'GSI2')[];
  /**
   * Objects of the documents bucket, by kind: read (get, and presigned downloads), write (put, presigned
   * uploads), remove; `list` lets a missing object answer 404 rather than 403 (adapters/files.ts storedSize).
   */
  documents?: {
    read?: readonly DocumentKind[];
    write?: readonly DocumentKind[];
    remove?: readonly DocumentKind[];
    list?: boolean;
    /**
     * The kinds the function's routes hand to a browser (a presigned download, or the bytes in the answer): the
     * role must read each one, or the route fails in AWS alone (the local S3 checks no permission).
     */
    serve?: readonly DocumentKind[];
  };
  /**
   * The sealed profile fields (adapters/encryption.ts): `open` decrypts, `seal` encrypts. Always bound to an
   * encryption context that names a user id, so the key cannot open anything else through this grant.
   */
  profileFields?: readonly ('open' | 'seal')[];
  /** Pool calls beyond the request check (AdminGetUser and AdminListGroupsForUser come with any signed-in route). */
  userPool?: readonly UserPoolAction[];
  secrets?: readonly SecretName[];
  /** Reads the whole table with Scan (the recount of the dashboard counters, data/stores/stats-recount.ts). */
  scansTable?: boolean;
  /** Sends mail through SES. */
  mail?: boolean;
  /** Calls the Bedrock model of the chat assistant. */
  ai?: boolean;
  /**
   * Writes the pages of published blog posts into the site bucket, from its app shell (blog/post-pages.ts), and
   * the blog's featured images (blog/featured-images.ts).
   */
  sitePages?: boolean;
}

/** What the request check of every signed-in route reads (http/standing.ts). */
export const standingActions: readonly UserPoolAction[] = ['AdminGetUser', 'AdminListGroupsForUser'];

export const functionNeeds: Record<Feature, FunctionNeeds> = {
  account: {
    // Confirmation links (and freeing an address from an unconfirmed sign-up), password resets by link, email
    // changes by link (AdminGetUser finds who holds an address), the sign-in help lookups, sign-out everywhere,
    // and closing an account (deletes the user). The password (and TOTP code) asked again before an email change or
    // closing; the lock that a "this was not me" link or a tampered email puts on until a reset. The staff's list
    // of customers reads the pool's users (ListUsers).
    userPool: [
      'AdminGetUser',
      'AdminConfirmSignUp',
      'AdminDeleteUser',
      'AdminSetUserPassword',
      'AdminUpdateUserAttributes',
      'AdminUserGlobalSignOut',
      'AdminDisableUser',
      'AdminEnableUser',
      'AdminInitiateAuth',
      'AdminRespondToAuthChallenge',
      'ListUsers',
    ],
    // The link to a ready data export; closing an account deletes every object under the customer's id.
    documents: { read: ['exports'], remove: objectKinds, list: true, serve: ['exports'] },
    // The profile's sealed fields. Link signing: the account's links, and the phone number's search word
    // (data/stores/search-index.ts).
    profileFields: ['open', 'seal'],
    secrets: ['linkSigning'],
    mail: true,
  },
  // A changed claim's open checkouts are expired by checkoutExpiry, from the stream: no Stripe key here. Staff's
  // official forms for signature are checked in the quarantine (like a customer upload) before they are copied to
  // `generated`, where the preparer's worksheet is filed too; the customer is mailed when a form waits for them.
  claim: {
    profileFields: ['open'],
    documents: {
      read: ['quarantine', 'generated'],
      write: ['quarantine', 'generated'],
      remove: ['quarantine'],
      list: true,
    },
    secrets: ['linkSigning'],
    mail: true,
  },
  uploads: {
    // The browser's presigned form writes only to the quarantine; the server copies checked bytes out of it.
    // A customer downloads any file of their list: their uploads, the forms we prepared, the retrieved copies;
    // staff download any customer's, and search the list by the customer's name (sealed; its search words are keyed
    // with the link-signing secret, data/search-index.ts).
    profileFields: ['open'],
    secrets: ['linkSigning'],
    documents: {
      read: ['quarantine', ...documentRecordKinds],
      write: ['quarantine', 'refund-documents'],
      remove: ['quarantine', 'refund-documents'],
      list: true,
      serve: documentRecordKinds,
    },
  },
  payments: { secrets: ['stripeSecretKey', 'stripeWebhookSecret'], mail: true },
  retrieval: {
    profileFields: ['open'],
    // Staff upload the casino's copy (checked like a customer upload) and generate request letters.
    documents: {
      read: ['quarantine', 'retrieval', 'retrieved'],
      write: ['quarantine', 'retrieval', 'retrieved'],
      remove: ['quarantine', 'retrieved'],
      list: true,
      serve: ['retrieval'],
    },
  },
  messages: { mail: true },
  // Its rate limits and messages, the staff's inbox of them (GSI1, newest first), and the answers mailed back.
  contact: { itemPrefixes: ['RATE#', 'CONTACT#'], queriesIndexes: ['GSI1'], mail: true },
  // Its posts, the author's profile (a post is signed with the first name) and the lists of posts (GSI1: the
  // published, GSI2: all of them, for staff).
  blog: { sitePages: true, itemPrefixes: ['POST#'], readsItems: ['USER#'], queriesIndexes: ['GSI1', 'GSI2'] },
  chatbot: { itemPrefixes: ['RATE#'], ai: true },
  notifications: {},
  // Reads only: the health check's key no item has (HEALTH), and the company details the public site shows
  // (PUBLIC#COMPANY). No item prefix to write.
  site: { itemPrefixes: [], readsItems: ['HEALTH', 'PUBLIC#'] },
  // The work queue names each claim's customer: names are stored in clear, so no key grant.
  'back-office': {},
};

/** Functions no API route starts. */
export type BackgroundFunction = 'jobs' | 'checkoutExpiry';

export const backgroundNeeds: Record<BackgroundFunction, FunctionNeeds> = {
  // Data exports (jobs/handler.ts, started by the table stream): read the customer's items and files, open
  // their sealed profile fields, store the ZIP under their id, mail whoever asked, and delete the ZIP when the
  // export's record expires (and an upload never confirmed when its ticket does). Messages to many customers
  // (messages/broadcasts.ts) are stored and mailed here too. Recounts of the dashboard counters read
  // every item.
  jobs: {
    profileFields: ['open'],
    scansTable: true,
    documents: { read: documentKinds, write: ['exports'], remove: ['exports', 'quarantine'], list: true },
    mail: true,
  },
  // Expires the checkouts still open at a claim's old price (payments/checkout-expiry.ts, started by the
  // table stream): the one function besides payments that holds the Stripe key, and it reaches only payment
  // records and discount codes (a released use).
  checkoutExpiry: { itemPrefixes: ['APP#', 'CODE#'], secrets: ['stripeSecretKey'] },
};
