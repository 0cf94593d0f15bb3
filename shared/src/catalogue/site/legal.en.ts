import { DATA_RIGHTS, FEES, PRIVACY_EMAIL, PRODUCT_NAME, SUPPORT_EMAIL, TIMINGS } from '../../constants';
import { formatUsd } from '../../i18n/format';
import { refundFactsCopy } from '../common/en';

const EFFECTIVE = 'Effective November 22, 2026';

interface LegalDocument {
  title: string;
  effective: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

/** A legal page: a title, its effective date, an introduction and titled sections of paragraphs. */
export const privacyCopy = {
  title: 'Privacy Policy',
  effective: EFFECTIVE,
  intro: `${PRODUCT_NAME} is a Canadian business that helps people recover US tax withheld on gambling winnings. Doing that means handling tax and identity information, so we take seriously our duties under Canada's Personal Information Protection and Electronic Documents Act (PIPEDA) and, for our clients in Québec, under Québec's Act respecting the protection of personal information in the private sector. This policy explains what we collect, why, and the choices and rights you have.`,
  sections: [
    {
      heading: 'Who is responsible',
      paragraphs: [
        `${PRODUCT_NAME} is accountable for the personal information under its control and has named a Privacy Officer who oversees our compliance with this policy and with PIPEDA.`,
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'Account details: your first name, email address and password (stored only as a secure hash by our sign-in provider).',
        'Profile and claim details: your name, mailing address, date of birth, country of birth, phone number (optional), ITIN if you have one, the tax years you claim, and the details of your winnings and any missing tax forms.',
        'Documents you upload: your Forms 1042-S, your passport, scans of the forms you signed and any supporting documents.',
        'Payment records: the amount paid and its status. Card details are entered on our payment provider’s page and never reach our servers.',
        'Messages: what you send us through the contact form, the chat assistant or your account, and our replies.',
        'Technical data: records of requests to our service (such as IP address and time) kept for security and to prevent abuse.',
      ],
    },
    {
      heading: 'Why we collect it',
      paragraphs: [
        'We use your information to prepare and file your US refund claim and, where needed, your ITIN application; to communicate with you and with the IRS about your claim; to take payment; to keep your account secure; and to meet our legal and accounting obligations.',
        'We do not sell your personal information, and we do not use it for advertising.',
      ],
    },
    {
      heading: 'Your consent',
      paragraphs: [
        'By creating an account and submitting your application, you consent to our collecting, using and disclosing your information for the purposes above. Sensitive information, such as your ITIN and identity documents, is used only for your claim.',
        `You may withdraw your consent at any time by writing to ${PRIVACY_EMAIL}, subject to legal or contractual limits. Without the information needed to file, we cannot prepare your claim.`,
      ],
    },
    {
      heading: 'Disclosure to the IRS and to service providers',
      paragraphs: [
        'To file your claim we must disclose your return, your ITIN application and supporting documents to the US Internal Revenue Service (IRS). Once in the United States, that information is subject to US law and may be accessed by US authorities.',
        'We also rely on carefully chosen service providers (cloud hosting, email delivery and payment processing), some of which store or process data outside Canada, including in the United States. They may use your information only to provide their service to us, under contracts that require them to protect it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        `We keep your claim records and documents for as long as your claim is open and then for ${DATA_RIGHTS.retentionYears} years, the period Canadian and US tax rules may require records to be available. Contact messages are kept for two years. After that we securely delete or anonymise the information.`,
        `When you close your account, we delete at once your profile, your claims, your documents (every stored copy of each file, including the forms we prepared and the copies casinos sent), your messages and your data exports. We keep only what tax and accounting rules require: the records of your payments and a summary of each claim you paid for (its dates, tax years, status and amounts), without your name or contact details, for ${DATA_RIGHTS.retentionYears} years after closing, and then delete them. Deleted records remain in our encrypted database backups for up to ${DATA_RIGHTS.backupDays} days before those backups expire; our backups hold no documents.`,
        `A copy of your data that you download from your account stays available for ${DATA_RIGHTS.exportDays} days and is then deleted. A file you start uploading but that we never accept is deleted within a day.`,
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'All traffic to our service is encrypted in transit (HTTPS). Your stored data and documents are encrypted at rest, and the most sensitive profile details (ITIN, date of birth, phone number and address) are additionally encrypted with keys bound to your account.',
        "Access is limited to authorised staff who need it for your claim, protected by strong authentication and logged. We review our safeguards regularly. If a breach creates a real risk of significant harm, we will notify you, the Office of the Privacy Commissioner of Canada and, where applicable, the Commission d'accès à l'information du Québec, as the law requires.",
      ],
    },
    {
      heading: 'Your rights: access and correction',
      paragraphs: [
        'You may ask to see the personal information we hold about you, how we used it and to whom we disclosed it, and you may ask us to correct anything inaccurate. You can update most of your details yourself from your account.',
        'We answer written requests within 30 days, free of charge. We may need to confirm your identity first.',
      ],
    },
    {
      heading: 'Contact our Privacy Officer',
      paragraphs: [
        `Write to our Privacy Officer at ${PRIVACY_EMAIL} with any question, request or complaint about your personal information. For anything else, our team is at ${SUPPORT_EMAIL}.`,
        "If you are not satisfied with our answer, you may complain to the Office of the Privacy Commissioner of Canada (priv.gc.ca) or, in Québec, to the Commission d'accès à l'information (cai.gouv.qc.ca).",
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We will post any change on this page with a new effective date, and tell you by email before a significant change affects information we already hold.',
      ],
    },
  ],
} as const satisfies LegalDocument;

export const termsCopy = {
  title: 'Terms of Service',
  effective: EFFECTIVE,
  intro: `These terms govern your use of ${PRODUCT_NAME}'s website and services. By creating an account or submitting an application you agree to them. Please read them carefully.`,
  // A getter: the amount is formatted when read (see formatUsd).
  get sections() {
    return [
      {
        heading: 'Our service',
        paragraphs: [
          `${PRODUCT_NAME} is a third-party tax preparation service based in Canada. We help non-residents of the United States, mainly Canadian residents, recover US tax withheld on gambling winnings: we prepare a US nonresident return (Form 1040-NR), an ITIN application (Form W-7) where needed, and related forms, send them to you for signature, and file them with the IRS.`,
          'We do not give legal advice, and we do not guarantee the amount of any refund: the IRS alone decides whether and how much to refund.',
        ],
      },
      {
        heading: 'No affiliation with the IRS',
        paragraphs: [
          `${PRODUCT_NAME} is an independent business. We are not affiliated with, endorsed by or acting for the Internal Revenue Service or any government agency. You may file a claim with the IRS yourself without using our service.`,
        ],
      },
      {
        heading: 'Fees and our money-back promise',
        paragraphs: [
          `Our base application fee is ${formatUsd(FEES.baseApplicationCents, 'en')}, charged once your application is complete and before we file. ITIN processing costs ${formatUsd(FEES.itinProcessingCents, 'en')} when you do not have an ITIN, each Form 1042-S beyond the first costs ${formatUsd(FEES.additional1042sCents, 'en')}, and retrieving a missing form costs ${formatUsd(FEES.missingFormRetrievalCents, 'en')} per form. The total is shown before you pay. Discount codes may lower it.`,
          'Our money-back promise: we refund the fees you paid us in full when, after accepting your payment, (a) we cannot file your claim, for example because you cannot file a nonresident return for a year we accepted, a return was already filed for that year, or we cannot mail your return before that year’s claim deadline; or (b) the IRS refuses to process the return we prepared (it sends it back unprocessed or disallows the whole claim) for a reason that is ours, and we cannot correct it and file it again in time. That is what “rejected” means in our promise. A refund from the IRS smaller than our estimate, for example because it does not accept some losses, is not a rejection. The promise does not apply when the refusal results from information you gave us that was false or incomplete, or when you do not sign and return your forms in time.',
          `Cancelling: until we file your claim with the IRS, you may cancel it by sending us a message, and we refund the fees you paid us in full, keeping nothing back. The refund reaches your card within ${TIMINGS.cardRefundBusinessDays} business days. Once your claim is filed it can no longer be cancelled, and only our money-back promise above applies.`,
        ],
      },
      {
        heading: 'Your responsibilities',
        paragraphs: [
          'You agree to give us complete, accurate and truthful information and documents, to keep your account credentials confidential, to review the forms we prepare before signing them, and to return signed forms promptly.',
          'You remain responsible for the content of the return you sign. Tell us without delay if any information changes or if you receive correspondence from the IRS about your claim.',
        ],
      },
      {
        heading: 'Timing',
        paragraphs: [
          `We aim to review your file within ${TIMINGS.reviewAfterPaymentBusinessDays} business days of payment. ${refundFactsCopy.timing} Processing times depend on the IRS and are not guaranteed. ${refundFactsCopy.payment}`,
        ],
      },
      {
        heading: 'Limitation of liability',
        paragraphs: [
          `To the extent permitted by law, ${PRODUCT_NAME}'s total liability for any claim relating to our services is limited to the fees you paid us for the claim concerned. We are not liable for indirect or consequential losses, for delays or decisions of the IRS or the postal service, or for losses caused by inaccurate information you provided.`,
          'Nothing in these terms limits any right you have under consumer protection laws that cannot be excluded.',
        ],
      },
      {
        heading: 'Privacy',
        paragraphs: ['Our Privacy Policy explains how we collect, use and protect your personal information.'],
      },
      {
        heading: 'Ending the service',
        paragraphs: [
          `You may stop using our service at any time by writing to ${SUPPORT_EMAIL}. We may close an account that is used fraudulently or in breach of these terms.`,
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. The courts of Ontario have jurisdiction over any dispute, unless the consumer protection law of your province gives you the right to bring it where you live.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          `We may update these terms; the version published here with its effective date applies from then on. Questions about these terms: ${SUPPORT_EMAIL}.`,
        ],
      },
    ];
  },
} as const satisfies LegalDocument;

export const siteLegalEn = {
  privacy: privacyCopy,
  terms: termsCopy,
} as const;
