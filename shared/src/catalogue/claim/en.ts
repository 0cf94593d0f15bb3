import { CLAIM_DEADLINE, TIMINGS } from '../../constants';
import { refundFactsCopy } from '../common/en';

/** How many tax years the claim window holds, in words (three or four, as the date gives). */
const YEAR_WORDS: readonly string[] = ['no', 'one', 'two', 'three', 'four', 'five'];

export const statusLabels = {
  draft: 'Draft',
  ready_for_payment: 'Ready for payment',
  reopened: 'Reopened for changes',
  awaiting_balance: 'Balance due',
  submitted: 'Submitted',
  processing: 'Processing',
  approved: 'Approved',
  completed: 'Completed',
  rejected: 'Rejected',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Claim deadlines, beside a tax year in the estimator and the wizard. */
export const claimDeadlineCopy = {
  claimBy: (date: string) => `Claim by ${date}`,
  closingSoon: (days: number) => `Only ${plural(days, 'day', 'days')} left to claim this year`,
  payBy: (date: string) => `Pay by ${date}`,
  paySoon: (days: number) => `Only ${plural(days, 'day', 'days')} left to pay for this year`,
};

/** The estimate is never a promise: said wherever an estimated amount shows. */
const noPromise =
  'This is an estimate, not a promise: the IRS decides the final amount. It can take the IRS up to 6 months from the due date or the filing date, whichever is later, to issue a refund.';

/** The figures a customer types next to their uploads, which the refund estimate is computed from. */
export const claimFigureCopy = {
  entryTitle: 'Figures of this form',
  entryLabel: (fileName: string) => `Figures of ${fileName}`,
  taxYear: 'Tax year',
  selectYear: 'Select a year',
  selectGame: 'Select a game',
  save: 'Save figures',
  saveLabel: (fileName: string) => `Save figures of ${fileName}`,
  saved: 'Figures saved',
  incomplete: 'Fill in every field to save.',
  agentName: "Withholding agent's name (box 12d)",
  agentNameHint: 'Usually the casino or its operating company.',
  agentNameRequired: "Please enter the withholding agent's name.",
  agentEin: "Withholding agent's EIN (box 12a)",
  agentEinHint: 'Nine digits, like 12-3456789.',
  einInvalid: 'Please enter the EIN as printed on the form: two digits, a dash and seven digits (12-3456789).',
  incomeCode: 'Income code (box 1)',
  incomeCodeHint: 'Two digits; 28 for gambling winnings.',
  incomeCodeInvalid: 'Please enter the two-digit income code of box 1.',
  totalCredit: 'Total withholding credit (USD)',
  totalCreditHint: 'Box 10 of Form 1042-S',
  creditOverIncome: 'The total withholding credit cannot be more than the gross income (box 2).',
  noYears: 'Choose your tax years in the application to enter the figures of your forms.',
  lossesTitle: 'Your gambling losses',
  lossesIntro: `Net US gambling losses of a claimed year reduce the tax you owe on that year. ${refundFactsCopy.losses}`,
  losses: (year: string) => `Net losses in ${year} (USD)`,
  saveLosses: 'Save losses',
  lossesSaved: 'Losses saved',
  estimatedRefund: 'Estimated refund',
  noPromise,
};

/**
 * Who we file for: the residency questions of the claim wizard, the refusal of each screening outcome in plain
 * words, and the low-refund confirmation before payment.
 */
export const screeningCopy = {
  title: 'About your residence and status',
  intro:
    'We file the US return for people who are not US residents for tax. These questions tell us, before you pay anything, whether we can file for you.',
  country: 'In which country do you live for tax purposes?',
  countryHint: 'The country where you pay income tax as a resident. For most of our customers, this is Canada.',
  selectCountry: 'Select a country',
  countryInvalid: 'Please choose a country from the list.',
  citizen: 'Have you ever been a US citizen or held a green card (US permanent residence)?',
  yes: 'Yes',
  no: 'No',
  marital: 'Are you married?',
  maritalHelp: 'Why do we ask?',
  maritalHelpBody:
    'It sets the filing status on your return: single, or married filing separately. A nonresident cannot file a joint return.',
  maritalStatuses: { unmarried: 'No (single, divorced or widowed)', married: 'Yes, I am married' },
  daysTitle: 'Days you spent in the United States',
  daysIntro:
    'Count every day you were in the US, even part of a day: trips, shopping, holidays, winters. Your passport stamps or travel records help.',
  daysHelp: 'Why do we ask?',
  daysHelpBody:
    'The IRS treats you as a US resident for a year if you spent at least 31 days there that year, and the days of that year plus a third of the year before plus a sixth of the year before that reach 183. We check this for each year you claim.',
  days: (year: string) => `Days in the US in ${year}`,
  daysInvalid: 'Please enter a number of days between 0 and the days in that year.',
  form8840: (year: string) => `Did you file Form 8840 (Closer Connection Exception Statement) on time for ${year}?`,
  form8840Help: 'What is Form 8840?',
  form8840HelpBody:
    'Canadians who spend long stretches in the US, such as winters, file Form 8840 with the IRS by June 15 of the following year to stay nonresidents. Answer yes only if it was filed for that year, on time.',
  returnFiled: (year: string) => `Have you, or anyone for you, already filed a US tax return for ${year}?`,
  returnFiledHint: 'For example a Form 1040-NR you filed yourself or that another preparer filed for you.',
  ssn: 'Could you get a US Social Security number (SSN)?',
  ssnHelp: 'How do I know?',
  ssnHelpBody:
    'People allowed to work in the US, for example with a US work visa, can get an SSN. Most visitors, like Canadians on a trip, cannot. The IRS gives an ITIN only to people who cannot get an SSN.',
  answerAll: 'Answer every question to continue.',
  refusedTitle: 'We cannot file for you',
  otherYears: 'You can remove this year from your claim and go on with the others.',
  /** The outcome of the screening, by refusal code, for the year named. */
  refusals: {
    'facts-missing': (year: string) => `We still need your answers about your residence and status for ${year}.`,
    'us-citizen-or-green-card': () =>
      'We file only for people who have never been US citizens or green-card holders. A US citizen or a green-card holder files a different return, which we do not prepare.',
    'us-tax-resident': () =>
      'You told us you live in the United States for tax purposes. We file only for people who are not US residents.',
    'substantial-presence': (year: string) =>
      `You spent enough days in the US to count as a US resident for ${year} (the IRS's substantial presence test), and no Form 8840 was filed on time to keep you a nonresident. We cannot file a nonresident return for ${year}.`,
    'ssn-eligible': () =>
      'You can get a US Social Security number, so the IRS will not give you an ITIN, and we cannot apply for one for you.',
    'return-already-filed': (year: string) =>
      `A US return was already filed for ${year}. Changing it takes an amended return, which we do not prepare.`,
  },
  /** The server's answer to a checkout of a claim whose residency answers are not all given. */
  answersMissing: 'Please answer the questions about your residence and status in step 2 of your claim before paying.',
  lowRefundTitle: 'Your estimated refund is less than our fee',
  lowRefundBody: (refund: string, fee: string) =>
    `We estimate your refund at ${refund}, and our fee is ${fee}: you would pay more than you would get back.`,
  lowRefundConfirm: 'I understand that my estimated refund is less than the fee, and I want to go ahead.',
  lowRefundUnconfirmed:
    'Your estimated refund is less than our fee. Please confirm on the payment page that you want to go ahead.',
};

export const claimEn = {
  application: {
    yearInvalid: 'Please choose a tax year from the list',
    yearNotClaimable: 'That tax year can no longer be claimed, or cannot be claimed yet.',
    answerRequired: 'Please answer this question',
    incomplete: 'Your application is not complete yet. Please answer every step.',
    itinRequired: 'Please enter your 9-digit ITIN, or answer that you do not have one.',
    lossYearOutside: 'Losses can only be entered for the tax years of this claim.',
    missingFormYearOutside: 'The date of a missing form must fall in one of the tax years of this claim.',
    formYearOutside:
      'Each Form 1042-S must be for one of the tax years of this claim. Choose its year again, or add that year to the claim.',
    entryRepeated: 'The same entry is listed twice. Please reload the page and try again.',
    tooManyYears: 'Too many tax years were sent.',
    tooLarge: 'Your answers are too long to save. Please shorten the additional information.',
    saveFailedTitle: 'Error',
    saveFailed: 'Failed to save your progress. Please try again.',
    claimInProgress: 'You already have a claim in progress. Continue it (or let it be paid) before starting a new one.',
    yearAlreadyClaimed: (years: string) =>
      `Tax year ${years} is already part of another of your claims. A year can be claimed only once.`,
  },
  step1: {
    title: "Let's get started.",
    subtitle: 'Please fill in the following information.',
    confirm: 'Continue',
    missingFieldsTitle: 'Please complete all required fields',
    missingFieldsBody: 'We need all the information to continue with your application.',
    sessionExpiredTitle: 'Session expired',
    sessionExpiredBody: 'Please sign in again to continue.',
    saveFailed: 'Failed to save your information.',
    saveFailedRetry: 'Failed to save your information. Please try again.',
  },
  wizard: {
    progressLabel: 'Application progress',
    stepHeader: (number: number, total: number, name: string) => `Step ${number} of ${total} · ${name}`,
    continue: 'Continue',
    saveAndExit: 'Save and exit',
    answersSaved: 'Your answers are saved as you go: come back to them any time from your account.',
    continueBlocked: 'We cannot go on with this claim: see the message above.',
    feeSoFar: (amount: string) => `Your fee so far: ${amount}`,
    loadFailed: 'Could not load your application. Please try again.',
    locked: {
      title: 'This claim is with our team',
      body: 'Its answers were paid for and can no longer be changed here. If something needs correcting, send us a message and we can reopen it for you.',
      viewStatus: 'View Refund Status',
      account: 'Your claims',
    },
    itin: {
      stepName: 'Your ITIN',
      title: 'Do you have an ITIN?',
      whatIsIt: 'What is an ITIN?',
      whatIsItBody:
        'An ITIN is a tax processing number issued by the IRS to people who need a US taxpayer ID but do not qualify for a Social Security Number.',
      note: "Don't worry if you don't - we'll help you get one.",
      yes: 'Yes, I have an ITIN',
      no: "No, I don't have an ITIN",
      activeQuestion: 'Is it currently active (not expired)?',
      howDoIKnow: 'How do I know?',
      howDoIKnowBody:
        'ITINs expire if they are not used on a US tax return for three years or, in certain cases, if they were issued before 2013.',
      active: 'Yes, it is active',
      inactive: 'No, it is not active',
      numberLabel: 'Please enter your ITIN number',
      numberWhy: 'The IRS files your return under this number. We keep it encrypted.',
      missingAnswer: 'Say whether you have an ITIN to continue.',
      missingActive: 'Say whether your ITIN is active to continue.',
      missingNumber: 'Enter your ITIN to continue.',
      missingSsn: 'Answer the Social Security number question to continue.',
      lastFiledLabel: 'The last tax year you filed a US return with this ITIN (optional)',
      lastFiledHint:
        'An ITIN not used on a US federal return for three tax years in a row expires on December 31 of the year after: we then renew it with your return (Form W-7), charged as the ITIN line of the fee.',
      renewal: 'Your ITIN needs renewing: we prepare a renewal Form W-7 with your return.',
      passportGuidance: `For an ITIN (Form W-7) the IRS accepts only your original passport, a copy of it certified by the agency that issued it, or a check of the passport by a Certifying Acceptance Agent (a photocopy or a notarized copy is not accepted). Upload a scan of your passport's photo page here so we can prepare the form: we tell you how to send the original or the certified copy when the form is ready for your signature.`,
    },
    years: {
      stepName: 'Tax years',
      title: 'Which year(s) are you claiming for?',
      missingYear: 'Choose at least one year to continue.',
      note: (years: number) =>
        `You can claim back up to ${YEAR_WORDS[years] ?? years} tax years: those below are still open.`,
      closed: (lastDay: string, deadline: string) =>
        `Closed: we took payment for this year until ${lastDay}, ${CLAIM_DEADLINE.lastPaymentDaysBefore} days before its claim deadline of ${deadline}, to leave time to prepare, sign and mail the return.`,
      alreadyClaimed: 'Already in another claim',
      seeClaim: (year: string) => `See the claim for ${year}`,
    },
    formsOnHand: {
      stepName: 'Your tax forms',
      title: 'Do you have all your casino tax forms with you?',
      missingAnswer: 'Choose yes or no to continue.',
      perMissingForm: (amount: string) => `+${amount} per missing form`,
      help: 'What is Form 1042-S?',
      get helpBody() {
        return `Form 1042-S is the tax form US casinos give to non-US players. It shows your winnings and the tax withheld. ${refundFactsCopy.thresholds}`;
      },
      yes: 'Yes, I have all my forms',
      no: 'No, some are missing',
    },
    winnings: {
      stepName: 'Your winnings',
      title: 'What do your Forms 1042-S say?',
      intro:
        'Type the figures of each Form 1042-S you hold, and your losses of each year: we show your estimated refund before you pay.',
      formTitle: (number: number) => `Form 1042-S ${number}`,
      add: 'Add a Form 1042-S',
      remove: (number: number) => `Remove Form 1042-S ${number}`,
      incomplete: 'Fill in every field of each form, or remove it, to continue.',
      noForms: 'No figures yet: your refund shows as "Not estimated yet" until you add them.',
      estimateTitle: 'Your estimated refund',
    },
    missingForms: {
      stepName: 'Missing forms',
      title: 'Tell us about your missing forms',
      fixYears: 'Correct the date that falls outside the years you claim to continue.',
      price: (amount: string) => `Each form we request adds ${amount} to the fee.`,
      intro: 'We will request a copy of each missing Form 1042-S. Describe every win you have no form for.',
      entryTitle: (number: number) => `Form ${number}`,
      date: 'Date of win',
      winType: 'Type of win',
      selectWinType: 'Select a type',
      amountWon: 'Amount won (USD)',
      withholding: 'Tax withheld (USD, optional)',
      amountInvalid: 'Please enter an amount in dollars, like 1250.00',
      city: 'City',
      casino: 'Casino',
      selectCasino: 'Select a casino',
      otherCasino: 'Other',
      casinoOther: 'Name of the casino',
      playerCardNumber: 'Player-card number (optional)',
      additionalInfo: 'Additional information (optional)',
      add: 'Add another form',
      remove: (number: number) => `Remove form ${number}`,
      describeOne: 'Enter a date, type of win, amount or city for at least one form to continue.',
      winTypes: {
        'tournament-payout': 'Tournament payout',
        'cash-game-jackpot': 'Cash game jackpot',
        'slot-machine': 'Slot machine',
        'table-game': 'Table game',
        'poker-cash-game': 'Poker cash game',
        'sports-betting': 'Sports betting',
        lottery: 'Lottery',
        bingo: 'Bingo',
        keno: 'Keno',
        'progressive-jackpot': 'Progressive jackpot',
        other: 'Other',
      },
    },
    upload: {
      stepName: 'Your documents',
      title: "Let's get your forms processed",
      body: 'Upload your Form 1042-S forms and your passport (PDF, JPG or PNG, up to 10 MB each).',
      formsSlot: 'Form 1042-S',
      formsSlotHint: 'Every Form 1042-S the casinos gave you: one file each.',
      idSlot: 'Photo ID: your passport',
      uploaded: (count: number) => (count === 0 ? 'None uploaded yet' : `${count} uploaded ✓`),
      uploadForms: 'Upload Form 1042-S',
      uploadId: 'Upload your passport',
      later: 'You can also upload them later from your account.',
    },
    delivery: {
      stepName: 'Delivery',
      title: 'How would you like to receive your forms?',
      missingChoice: 'Choose how to receive your forms to continue.',
      choices: { email: 'By email', mail: 'By mail', both: 'Both email and mail' },
      formsToSign: 'The forms you will sign',
      whatFormsIntro: 'We prepare these official IRS forms for you to sign in ink:',
      powerOfAttorneyPlain:
        'The Power of Attorney (Form 2848) lets our preparer deal with the IRS for you about this return only, for the tax years it names.',
      forms: {
        itinApplication: 'ITIN Application (Form W-7)',
        powerOfAttorney: 'Power of Attorney (Form 2848)',
        return1040nr: 'US Nonresident Alien Income Tax Return (Form 1040-NR)',
      },
      addressTitle: 'Delivery address',
      noAddress: 'No address on file yet.',
      edit: 'Edit',
      country: 'Country',
      provinceOrState: 'Province / State',
      postalOrZip: 'Postal / ZIP Code',
      addressUpdated: 'Address updated successfully',
      addressFailed: 'Failed to update address. Please try again.',
    },
    done: {
      stepName: 'Review and pay',
      title: 'Your claim is ready: payment is the last step',
      body: 'Check your answers, then continue to pay the fee so our team can prepare your forms. You can follow every step on your Refund Status page.',
      answersTitle: 'Your answers',
      edit: 'Edit',
      editLabel: (what: string) => `Edit: ${what}`,
      years: 'Tax years',
      forms: 'Forms 1042-S',
      formsValue: (typed: number, missing: number) =>
        `${typed} typed${missing > 0 ? `, ${missing} missing for us to request` : ''}`,
      itin: 'ITIN',
      itinValues: {
        active: 'You have an active ITIN',
        renewal: 'We renew your ITIN (Form W-7)',
        application: 'We apply for your ITIN (Form W-7)',
      },
      delivery: 'Forms delivered',
      notChosen: 'Not chosen yet',
      estimate: 'Estimated refund',
      feeTitle: 'Your total, itemised',
      youKeep: 'What you keep',
      refundStatusLink: 'View your Refund Status',
      finish: 'Continue to payment',
      finishing: 'Finishing...',
    },
  },
  refundStatus: {
    title: 'Refund Status',
    summaryTitle: 'Application Summary',
    status: 'Status',
    taxYears: 'Tax years',
    noYears: 'Not chosen yet',
    statuses: statusLabels,
    /** The one status a claim shows, derived from its progress steps (see application/next-action). */
    shownStatuses: {
      draft: 'Application not finished',
      ready_for_payment: 'Ready for payment',
      reopened: 'Reopened: review your answers',
      balance_due: 'Balance due',
      in_review: 'Paid: we are reviewing your claim',
      forms_sent: 'Forms sent to you: sign and return',
      forms_received: 'Signed forms received',
      submitted_to_irs: 'Submitted to the IRS',
      approved_by_irs: 'Processed by the IRS',
      refund_issued: 'Refund issued',
      rejected: 'Claim closed',
    },
    notEstimated: 'Not estimated yet: add your Form 1042-S figures',
    /** The banner at the top of the status page, and the claim card's main button, for the customer's next action. */
    action: {
      title: 'Action needed',
      noneTitle: 'Nothing to do for now',
      bodies: {
        continue_application: 'Your application is not finished. Pick it up where you left off.',
        pay: 'Your application is complete. Pay the fee so we can prepare your forms.',
        review_answers: 'Our team reopened your claim so you can change your answers. Review them, then finish again.',
        pay_balance: 'Your new answers add work to your claim. Pay the balance so we can carry on.',
        sign_authorisation:
          'Sign the authorisation so we can request your missing Forms 1042-S from the casinos. We cannot go on without it.',
        sign_and_mail_forms:
          'Your official IRS forms are ready. Print them, sign them in ink and mail the signed originals to us.',
        upload_documents: 'We still need your documents: upload your Forms 1042-S and a photo of your passport.',
        none: `We are working on your claim and will keep this page up to date. ${refundFactsCopy.timing}`,
      },
      /** The balance button with its amount; the fee's names it as the payment page does ("Pay US$336.60"). */
      payBalanceAmount: (amount: string) => `Pay the balance: ${amount}`,
      buttons: {
        continue_application: 'Continue my application',
        pay: 'Pay now',
        review_answers: 'Review my answers',
        pay_balance: 'Pay the balance',
        sign_authorisation: 'Sign the authorisation',
        sign_and_mail_forms: 'See the forms to sign',
        upload_documents: 'Upload documents',
        none: 'View status',
      },
    },
    journeyTitle: 'Your Refund Journey',
    steps: {
      application_started: 'Application Started',
      application_completed: 'Application Completed',
      under_review: 'Under Review',
      forms_sent: 'Forms sent to you: sign and return',
      signed_forms_received: 'Signed forms received',
      passport_received: 'Original passport received',
      passport_returned: 'Original passport returned to you',
      forms_requested: 'Missing forms requested',
      submitted_to_irs: 'Submitted to IRS',
      approved_by_irs: 'Approved by IRS',
      refund_issued: 'Refund Issued',
    },
    /** What a step means where its name alone could mislead (the IRS does not "approve" a return). */
    stepNotes: { approved_by_irs: refundFactsCopy.approvedByIrs } as Partial<Record<string, string>>,
    completed: 'Completed',
    pending: 'Pending',
    /** A filled-in claim's "Application Completed" until it is paid. */
    awaitingPayment: 'Awaiting payment',
    on: (date: string) => `on ${date}`,
    payments: {
      fee: 'Initial payment',
      balance: 'Balance payment',
      paid: 'Paid',
      refunded: 'Refunded',
      refundedOn: (date: string) => `refunded on ${date}`,
      /** One line under each payment saying what it paid for. */
      explanations: {
        fee: 'Our fee for preparing and filing your claim.',
        balance: 'The work your changed answers added (more forms, an ITIN application or a form retrieval).',
      },
    },
    noApplication: 'No tax application found.',
    noApplicationBody: `Start your application: it takes about ${TIMINGS.applicationMinutes} minutes.`,
    startApplication: 'Start Tax Application',
    formsToSign: {
      title: 'Official IRS forms to sign',
      intro:
        'We prepared these official IRS forms for you. They are the only papers you sign: our worksheet is not for signature.',
      names: {
        w7: 'Form W-7 (ITIN application)',
        '1040nr': 'Form 1040-NR (US nonresident return)',
        '2848': 'Form 2848 (power of attorney)',
        '8821': 'Form 8821 (tax information authorization)',
      },
      forYear: (form: string, year: string) => `${form}, tax year ${year}`,
      download: 'Download',
      downloadLabel: (file: string) => `Download ${file}`,
      downloadFailed: 'Failed to download the form',
      howTitle: 'How to sign and return them',
      steps: [
        'Print each form on paper, at full size. Do not change anything on it.',
        'Sign each form in ink, by hand, where the form asks for your signature (an electronic or typed signature is not accepted), and write the date next to it.',
        'Form W-7 needs proof of identity: your original passport, or a copy of it certified by the agency that issued it (the passport office), or an appointment with a Certifying Acceptance Agent, who checks the passport and gives it back to you. A photocopy or a notarized copy is not accepted. An original passport we receive is returned to you by mail, and your claim shows when it arrives and when it leaves.',
        'Upload a scan or photo of the signed pages on your claim, so we can check them before you post them.',
      ],
      mailTo: (address: string) => `Then mail the signed originals to: ${address}`,
      mailToUnknown: 'Then mail the signed originals to the address we give you in your account messages.',
      uploadScan: 'Upload a scan of the signed forms',
      received: (date: string) => `Signed forms received on ${date}.`,
      waiting: 'We have not received your signed originals yet.',
    },
  },
  lifecycle: {
    answersFrozen:
      'This claim is paid, so its answers can no longer be changed. Send us a message if something needs correcting.',
    documentsFrozen:
      'This claim is paid, so no more Form 1042-S can be added to it. Send us a message if a form is missing.',
    claimClosed: 'This claim is closed, so no more documents can be added to it.',
    alreadyPaid: 'This claim is already paid and with our team.',
    notPayable: 'This claim has nothing to pay right now.',
    notAwaitingPayment: 'This claim is not waiting for a payment.',
    cannotReopen: 'Only a paid claim that is not finished can be reopened.',
    balanceUnpaid:
      'This claim still owes a balance for its changed answers. It can go on once the customer has paid it.',
    notPaidYet: 'This claim has not been paid yet.',
    formsAwaitChanges: 'This claim was reopened: its forms can be prepared once its changes are finished and paid.',
    statusNotAllowed: 'This status change is not allowed from the current status.',
    stepOutOfOrder:
      'This step is out of order: record the steps before it first (or, to clear it, clear the later ones first), or give a reason to override the order.',
    stepNotOnClaim: 'This step is not one of this claim’s steps.',
    overrideReasonTooLong: (max: number) => `The reason can be at most ${max} characters.`,
    estimateNoteRequired: 'A refund estimate typed by hand needs a note saying where the figure comes from.',
    yearsClaimedAgain:
      'Another claim of this customer now holds a tax year of this rejected claim, so it cannot be reactivated.',
    otherClaimInProgress:
      'This customer is filling in or paying for another claim. Reopen this one once that claim is paid or rejected.',
    changedSinceQuote: 'Your claim changed since this price was given. Please review the new price and pay again.',
    freeRedemptionLost: 'This claim was paid or changed at the same moment. Please reload the page.',
  },
  statusLabels,
  claimDeadline: claimDeadlineCopy,
  claimFigures: claimFigureCopy,
  screening: screeningCopy,
} as const;
