/** Every business constant of the product, in one place. Money is in integer US cents. */

export const PRODUCT_NAME = 'TaxBack';
export const SUPPORT_EMAIL = 'support@taxback.example';
export const TEAM_SENDER_NAME = 'TaxBack Team';

export const FEES = {
  baseApplicationCents: 249_00,
  itinProcessingCents: 100_00,
  additional1042sCents: 25_00,
  missingFormRetrievalCents: 25_00,
  currency: 'usd',
} as const;

export const TIMINGS = {
  reviewAfterPaymentBusinessDays: '5-10',
  /** How long a refund takes to reach the customer's card (Stripe's figure). */
  cardRefundBusinessDays: '5-10',
  /**
   * The IRS's own allowance for a 1040-NR refund of tax withheld (Form 1042-S): up to this many months from the later
   * of the return's due date and the date it is filed (irs.gov, "Nonresident Aliens Filing Form 1040-NR for Refund of
   * U.S. Source Income Withheld"). No shorter promise is made anywhere.
   */
  irsRefundAllowanceMonths: 6,
  applicationMinutes: 10,
  contactResponseHours: 24,
  followUpHours: 48,
} as const;

export const WITHHOLDING_RATE_PERCENT = 30;
/** Country of tax residence (ISO 3166-1 alpha-2) an estimate assumes until the customer gives theirs. */
export const DEFAULT_RESIDENCE_COUNTRY = 'CA';
/** The largest amount of money any form or figure takes, in cents ($100 million). */
export const MAX_AMOUNT_CENTS = 100_000_000_00;
export const CLAIM_WINDOW_YEARS = 3;
/**
 * A tax year's claim deadline is the end of its June 15, read in `timeZone`. Its first payment is taken until
 * `lastPaymentDaysBefore` days before that day (the forms must be prepared, signed and mailed in time), and
 * staff are alerted once a day about paid claims whose return is not yet submitted within `staffAlertDaysBefore`.
 */
export const CLAIM_DEADLINE = {
  timeZone: 'America/New_York',
  lastPaymentDaysBefore: 30,
  staffAlertDaysBefore: 45,
  alertCheckHours: 24,
} as const;

/**
 * The back office's work queues (admin/work-queues.ts). A claim waiting in one of our working stages longer than
 * `stalledAfterBusinessDays` is overdue: the customer is promised our review within
 * `TIMINGS.reviewAfterPaymentBusinessDays`. The deadline queue holds the claims the daily alert is about (within
 * `CLAIM_DEADLINE.staffAlertDaysBefore` days). The claims table answers at most `maxRows` rows, with the whole count.
 */
export const WORK_QUEUES = {
  stalledAfterBusinessDays: 10,
  maxRows: 200,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/**
 * The one password rule: the Cognito pool in AWS and the local pool are configured from it, and the
 * sign-up form's live checklist is built from it.
 */
export const PASSWORD_POLICY = {
  minLength: PASSWORD_MIN_LENGTH,
  requireLowercase: true,
  requireDigits: true,
  requireUppercase: false,
  requireSymbols: false,
} as const;
export const ITIN_DIGITS = 9;
/** An ITIN unused on a federal return for this many consecutive tax years expires (application/itin.ts). */
export const ITIN_NON_USE_YEARS = 3;
export const ITIN_INPUT_MAX_LENGTH = 11;

/** The Form 2848 representatives staff keep in the settings (an input limit, not an IRS one). */
export const REPRESENTATIVES = { maxStored: 10 } as const;

/** The company's public details staff keep: how many preparers and testimonials the site shows (input limits). */
export const COMPANY = { maxPreparers: 10, maxTestimonials: 12 } as const;

export const UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  presignExpirySeconds: 300,
  downloadExpirySeconds: 60,
} as const;

/**
 * The wizard's step numbers are stored on claims, so a step added later takes the next free number (9, the
 * winnings) and its place comes from the screen order (application/wizard.ts), not from its number.
 */
export const WIZARD = {
  steps: 9,
  /** Stored only by finishing, on the server: the wizard never saves it, and resumes at delivery instead. */
  finishStep: 8,
  resumeBeforeFinish: 7,
} as const;

export const SESSION = {
  checkIntervalMs: 60_000,
  initialLoadRetryDelaysMs: [1_000, 2_000, 4_000],
} as const;

export const CONFIRMATION_LINK = {
  validForSeconds: 24 * 60 * 60,
  resendCooldownSeconds: 60,
} as const;

/**
 * The browser that signs up keeps a random key and the pool keeps its SHA-256 (`custom:signup_key`): the
 * confirmation link confirms only in that browser, so a sign-up made for someone else's address cannot be
 * confirmed by the mailbox's owner clicking the link.
 */
export const SIGN_UP_KEY = {
  /** The pool attribute, without its `custom:` prefix. */
  attribute: 'signup_key',
  /** Where the browser keeps the keys of its recent sign-ups (address → key). */
  storageKey: 'taxback.signUpKeys',
  /** Sign-ups remembered per browser. */
  remembered: 5,
} as const;

/** Password reset by mailed link (the pool's own reset is off, so every reset ends every session). */
export const PASSWORD_RESET = {
  linkValidForSeconds: 60 * 60,
  mailsPerAddressPerHour: 3,
  mailsPerIpPerHour: 20,
  triesPerIpPerHour: 20,
} as const;

/**
 * Changing the sign-in email: a link mailed to the new address completes it (one use, within the hour); the old
 * address signs in and receives mail until then. Requests are counted per account and per new address.
 */
export const EMAIL_CHANGE = {
  linkValidForSeconds: 60 * 60,
  requestsPerAccountPerHour: 3,
  requestsPerAddressPerHour: 3,
  /** How long the "this was not me" link in the notices to the old address can undo a change. */
  undoValidForSeconds: 7 * 24 * 60 * 60,
} as const;

/**
 * Changes that a stolen session must not make (the sign-in email, closing the account) ask for the password
 * again, and the TOTP code where the account has one; the tries are limited per account.
 */
export const REAUTHENTICATION = {
  triesPerAccountPerHour: 10,
} as const;

export const DISCOUNT = {
  codeMaxLength: 50,
  maxPercent: 100,
  /** Code validations (apply or pay with a code) a customer may try per window. */
  validationsPerWindow: 10,
  validationWindowSeconds: 60,
  /**
   * A checkout completed with a delayed payment (a bank debit) keeps its code's use this long, past its
   * session's expiry, until the payment succeeds or fails; longer than any delayed method takes to settle.
   */
  pendingPaymentHoldDays: 30,
  /** A payment may arrive a little after its session's expiry: a reservation lapses only this long after it. */
  reservationGraceSeconds: 300,
} as const;
/** Presigned uploads one customer may ask for per window (each is a slot in the bucket). */
export const UPLOAD_LIMITS = { presignsPerWindow: 60, windowSeconds: 10 * 60 } as const;
/**
 * What one customer may keep stored, all their files together (their uploads, the forms we prepared, the copies a
 * casino sent): a bound on what one account costs. Checked when an upload is asked for and when it is confirmed.
 */
export const STORAGE_QUOTA = { maxBytes: 200 * 1024 * 1024, maxFiles: 100 } as const;
/** How long a checkout session takes payment; Stripe accepts 30 minutes to 24 hours. */
export const CHECKOUT = {
  sessionMinutes: 60,
  /**
   * Pay clicks for the same quote within one such window share a session (its expiry is the window's, so the
   * provider's idempotency key always comes with the same parameters); a click in a later window opens another.
   */
  reuseWindowMinutes: 10,
  /** The success page asks whether the payment is recorded after 1 s, then 1.5× longer each time, at most every 15 s. */
  confirmFirstDelayMs: 1_000,
  confirmBackoff: 1.5,
  confirmMaxDelayMs: 15_000,
  /** After this long the page adds that confirmation can take a few minutes (it keeps asking). */
  confirmSlowAfterMs: 20_000,
} as const;
/** `bulkReadMax`: the most notification ids one "mark read" of a group takes (a list page holds at most `listLimit`). */
export const NOTIFICATIONS = { listLimit: 50, usersShown: 8, bulkReadMax: 50 } as const;
export const BLOG = {
  /** Published posts per page of the public list; the blog page loads further pages on request. */
  publicPageSize: 50,
  titleMaxLength: 200,
  slugMaxLength: 120,
  excerptMaxLength: 500,
  contentMaxLength: 50_000,
  maxTags: 20,
  tagMaxLength: 40,
  /** The author as readers see them ("Jane Roe, EA"). */
  bylineMaxLength: 160,
  /**
   * A featured image's largest size. Staff send it through the API as base64 (a third larger), which must stay
   * well under Lambda's 6 MB request limit.
   */
  imageMaxBytes: 2 * 1024 * 1024,
  /**
   * The zone a post's publication day is read in, wherever it is shown: the build that prerenders its page and
   * the reader's browser that takes the page over must print the same day (else React discards the page's HTML).
   * Eastern time, where the team publishes and most readers live.
   */
  publicationTimeZone: 'America/Toronto',
} as const;
export const CONTACT = { nameMaxLength: 100, emailMaxLength: 254, messageMaxLength: 5000 } as const;
export const PRIVACY_EMAIL = 'privacy@taxback.example';
export const CHATBOT = {
  maxInputLength: 1000,
  /** Questions one IP address may send the server's assistant per window. */
  questionsPerIp: 30,
  questionWindowSeconds: 10 * 60,
  /**
   * The AI assistant's daily spend cap, in answers (each at most 400 output tokens): past it, the server
   * answers with the keyword rules only until the next UTC day.
   */
  aiAnswersPerDay: 2000,
  /** The same cap for one IP address, so one visitor cannot use up everyone's. */
  aiAnswersPerIpPerDay: 50,
} as const;
/**
 * Staff's claim steps: a step out of order (an earlier one not recorded, or a later one still recorded when
 * clearing) is changed only with a reason of at most `overrideReasonMaxLength` characters, kept in the audit trail;
 * a manual refund estimate needs a note of at most `estimateNoteMaxLength`.
 */
export const CLAIM_STEPS = { overrideReasonMaxLength: 500, estimateNoteMaxLength: 500 } as const;
/** Lists read a page at a time; `cursorMaxLength` bounds the cursor a client sends back for the next page. */
export const PAGE_SIZE = { admin: 25, max: 100, cursorMaxLength: 2048 } as const;

/**
 * Messages between staff and a customer: a thread is read a page at a time, newest first. A customer may send
 * `customerMessagesPerHour` messages an hour and `customerMessagesPerDay` a day (each one notifies staff). The staff
 * list previews the newest message's first `previewLength` characters.
 */
export const THREAD = {
  pageSize: 20,
  customerMessagesPerHour: 30,
  customerMessagesPerDay: 100,
  previewLength: 120,
} as const;
/**
 * Live updates: one person may hold `maxConnectionsPerUser` WebSocket connections at once (tabs and devices;
 * every push to them fans out to each).
 */
export const REALTIME = { maxConnectionsPerUser: 10 } as const;

/**
 * Staff search. Words shorter than `minWordLength` are not indexed (and a query needs one word that
 * long); a search answers at most `resultLimit` matches (staff narrow it by typing more); a phone is
 * found by exactly its last `phoneDigits` digits.
 */
export const SEARCH = { minWordLength: 2, resultLimit: 25, phoneDigits: 4, readStep: 100, maxReads: 5 } as const;

/** Retrieval of lost Forms 1042-S from the casinos that issued them. */
export const RETRIEVAL = {
  /** Follow-up delay used when the casino directory has no typical answer time. */
  defaultAnswerDays: 30,
  maxAnswerDays: 365,
  /** How often the follow-up check runs (EventBridge schedule in AWS, a timer locally). */
  followUpCheckMinutes: 60,
  letterLinkExpirySeconds: 300,
  historyLimit: 50,
} as const;

/** An account's e-mail address is its Cognito user name, which is at most 128 characters. */
export const ACCOUNT_EMAIL_MAX_LENGTH = 128;
/**
 * Sessions: ID and access tokens are short so that a revoked refresh token ends a session soon; the
 * request check refuses deleted, disabled, signed-out and removed people within `identityCacheSeconds`.
 * A sign-out everywhere answers `signOutClockMarginMs` after the second it records has ended (the pool's
 * clock may lag the function's by that much; see auth/sign-out.ts).
 */
export const SESSIONS = {
  tokenMinutes: 15,
  refreshTokenDays: 7,
  identityCacheSeconds: 60,
  signOutClockMarginMs: 100,
} as const;
/**
 * Requests one IP address may make through CloudFront per window before the web ACL blocks it for a while:
 * every request (pages, assets, API) and, tighter, the API's. A page load is about twenty assets and a few
 * API calls, and several customers may share an office or mobile carrier address.
 */
export const EDGE_RATE_LIMITS = { windowSeconds: 300, requestsPerIp: 3000, apiRequestsPerIp: 1000 } as const;
/**
 * Data rights. A closed account's payment records and paid-claim summaries are kept (under a tombstone
 * id) for `retentionYears` (tax records: six years after the year they concern). An export stays
 * downloadable for `exportDays`, through links valid `linkSeconds`. A request within `repeatSeconds` of the
 * last one is answered with it, even once it is ready. A customer may have one export made per
 * `exportIntervalHours` (staff as many as they need); one still "preparing" after `preparingStaleMinutes` (the
 * jobs function's time limit, with its two retries, and more) died and is failed. The table's backups (point-in-time
 * recovery and the daily backup plan) keep deleted items `backupDays`; no backup holds files.
 */
export const DATA_RIGHTS = {
  retentionYears: 6,
  exportDays: 7,
  linkSeconds: 300,
  repeatSeconds: 60,
  exportIntervalHours: 24,
  preparingStaleMinutes: 20,
  backupDays: 35,
} as const;
/**
 * A recount of the dashboard figures: its record is kept `recordHours` to show how it ended; one still
 * "counting" after `staleMinutes` (twice the jobs function's time limit) died and no longer blocks another.
 */
export const STATS_RECOUNT = { recordHours: 24, staleMinutes: 10 } as const;
/**
 * The season view: the weeks it shows (the current one and those before it) and at most how many claims its
 * deadlines list names (the nearest first; the count says how many more there are).
 */
export const SEASON = { weeks: 26, deadlineListLimit: 50 } as const;
/**
 * A message from staff to many customers: at most `maxRecipients`, delivered by the jobs function in
 * batches of `batchSize` (one stream record each, so mail goes out at a pace SES accepts). Its record (text
 * and figures) is kept `recordDays`; the slices, which list the recipients' ids, only `sliceDays`, so that
 * a closed account's id does not linger in them.
 */
export const BROADCAST = { maxRecipients: 5000, batchSize: 100, recordDays: 90, sliceDays: 7 } as const;
