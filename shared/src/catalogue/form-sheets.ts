import { PRODUCT_NAME, WITHHOLDING_RATE_PERCENT } from '../constants';

/** The mail that tells the customer the preparer's worksheet is ready to check (nothing to sign in it). */
export const formsEmailCopy = {
  subject: `Your ${PRODUCT_NAME} worksheet is ready to check`,
  body: (firstName: string, link: string) =>
    `Hello ${firstName},\n\nOur preparer's worksheet for your claim is ready: the figures we will put on each official IRS form, built from your answers. It holds personal details, so it is not attached to this email: sign in and read it from your documents:\n${link}\n\nPlease check every value and tell us if anything is wrong. The worksheet is not for signature: do not sign it or send it back. When the official IRS forms are ready, we will email you again with exactly what to sign and where to send it.\n\nThe ${PRODUCT_NAME} team`,
};

/** The official IRS forms that wait for the customer's signature on the claim. */
export const officialFormNames = {
  w7: 'Form W-7 (ITIN application)',
  '1040nr': 'Form 1040-NR (US nonresident return)',
  '2848': 'Form 2848 (power of attorney)',
  '8821': 'Form 8821 (tax information authorization)',
} as const;

/** How to sign and return the official forms: the mail and the claim's page say the same. */
export const signingInstructions = {
  steps: [
    'Print each form on paper, at full size. Do not change anything on it.',
    'Sign each form in ink, by hand, where the form asks for your signature (an electronic or typed signature is not accepted), and write the date next to it.',
    'Form W-7 needs proof of identity: your original passport, or a copy of it certified by the agency that issued it (the passport office), or an appointment with a Certifying Acceptance Agent, who checks the passport and gives it back to you. A photocopy or a notarized copy is not accepted. An original passport we receive is returned to you by mail, and your claim shows when it arrives and when it leaves.',
    'Upload a scan or photo of the signed pages on your claim, so we can check them before you post them.',
  ],
  mailTo: (address: string) => `Then mail the signed originals to: ${address}`,
  mailToUnknown: 'Then mail the signed originals to the address we give you in your account messages.',
  received: 'Signed forms received',
};

/** The mail that tells the customer an official form waits for their signature. */
export const formsToSignEmailCopy = {
  subject: `An official IRS form is ready for your signature`,
  body: (firstName: string, form: string, link: string, mailTo: string) =>
    `Hello ${firstName},\n\nWe have prepared ${form} for you. It holds personal details, so it is not attached to this email: sign in to see it, with what to do, on your claim:\n${link}\n\n${signingInstructions.steps.map((step, index) => `${index + 1}. ${step}`).join('\n')}\n${mailTo}\n\nThe ${PRODUCT_NAME} team`,
};

/** Texts of the pre-filled data sheets sent for signature. */
export const formSheetCopy = {
  footnote: `Prepared by ${PRODUCT_NAME} from the information you gave us. Check every value before you sign.`,
  generatedOn: (date: string, applicationId: string) => `Generated on ${date} for application ${applicationId}`,
  cover: {
    title: `${PRODUCT_NAME} - your claim package`,
    fileName: 'cover-summary.pdf',
    applicant: 'Applicant',
    claim: 'Claim',
    enclosed: 'Enclosed data sheets',
    name: 'Name',
    email: 'Email',
    address: 'Mailing address',
    taxYears: 'Tax years claimed',
    status: 'Application status',
    delivery: 'Forms delivered by',
    estimate: 'Estimated refund',
    noEstimate: 'Not estimated yet',
    feePaid: 'Fee paid on',
  },
  w7: {
    title: 'Form W-7 data sheet (ITIN application)',
    fileName: 'form-w7-data-sheet.pdf',
    reasonSection: 'Reason for applying',
    reason: 'b - Nonresident alien filing a US federal tax return',
    treaty: 'Treaty country and article',
    treatyValue: 'Canada, Article XXII (gambling losses)',
    applicant: 'Applicant',
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    countryOfBirth: 'Country of birth',
    address: 'Mailing address (line 2)',
    foreignAddress: 'Foreign (non-US) address (line 3)',
  },
  nonresidentReturn: {
    title: (year: string) => `Form 1040-NR data sheet - tax year ${year}`,
    fileName: (year: string) => `form-1040nr-${year}-data-sheet.pdf`,
    taxpayer: 'Taxpayer',
    name: 'Name',
    itin: 'Identifying number (ITIN)',
    itinPending: 'Applied for with Form W-7',
    address: 'Address',
    scheduleNec: 'Schedule NEC - income not effectively connected',
    gambling: 'Line 8 - gambling winnings',
    rate: 'Tax rate',
    rateValue: `${WITHHOLDING_RATE_PERCENT}%`,
    exempt: 'Winnings from games exempt under IRC 871(j)',
    losses: 'Treaty-deductible gambling losses',
    taxOwed: 'Tax on gambling winnings',
    payments: 'Payments',
    withheld: 'Federal tax withheld on Form(s) 1042-S',
    refund: 'Estimated overpayment to be refunded',
    forms: 'Forms 1042-S',
    form: (index: number) => `Form 1042-S #${index}`,
    formValue: (game: string, winnings: string, withheld: string) => `${game}: ${winnings} won, ${withheld} withheld`,
  },
  powerOfAttorney: {
    title: 'Power of attorney data sheet (Form 2848)',
    fileName: 'form-2848-data-sheet.pdf',
    taxpayer: 'Taxpayer',
    representative: 'Representative',
    representativeName: 'Name',
    representativeValue: `${PRODUCT_NAME} accredited tax professional`,
    matters: 'Tax matters',
    matterType: 'Description of matter',
    matterValue: 'Income tax',
    form: 'Tax form number',
    formValue: '1040-NR',
    years: 'Years or periods',
    name: 'Name',
    itin: 'Identifying number (ITIN)',
    address: 'Address',
  },
};
