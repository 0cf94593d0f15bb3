import { PRODUCT_NAME } from '../../constants';

/** The mail that tells the customer the preparer's worksheet is ready to check (nothing to sign in it). */
export const formsEmailCopy = {
  subject: `Your ${PRODUCT_NAME} worksheet is ready to check`,
  body: (firstName: string, link: string) =>
    `Hello ${firstName},\n\nOur preparer's worksheet for your claim is ready: the figures we will put on each official IRS form, built from your answers. It holds personal details, so it is not attached to this email: sign in and read it from your documents:\n${link}\n\nPlease check every value and tell us if anything is wrong. The worksheet is not for signature: do not sign it or send it back. When the official IRS forms are ready, we will email you again with exactly what to sign and where to send it.\n\nThe ${PRODUCT_NAME} team`,
};

/** The mail that tells the customer an official form waits for their signature. */
export const formsToSignEmailCopy = {
  subject: `An official IRS form is ready for your signature`,
  body: (firstName: string, form: string, link: string, steps: string, mailTo: string) =>
    `Hello ${firstName},\n\nWe have prepared ${form} for you. It holds personal details, so it is not attached to this email: sign in to see it, with what to do, on your claim:\n${link}\n\n${steps}\n${mailTo}\n\nThe ${PRODUCT_NAME} team`,
};

/**
 * Texts of the preparer's worksheet: the figures of each official form, labelled with the form's line. Staff
 * fill the official forms from it; the customer may read it, and nobody signs it.
 */
export const formSheetCopy = {
  notForSignature: "PREPARER'S WORKSHEET - NOT FOR SIGNATURE",
  footnote: `Prepared by ${PRODUCT_NAME} from your answers: the figures our preparer copies onto the official IRS forms. Not for signature: you sign only the official IRS forms we send you.`,
  generatedOn: (date: string, applicationId: string) => `Generated on ${date} for application ${applicationId}`,
  line: (form: string, line: string) => `${form} line ${line}`,
  item: (form: string, item: string) => `${form} item ${item}`,
  lineUnconfirmed: (form: string, year: string) => `${form} (line not confirmed for ${year}: check the form)`,
  notRecorded: 'Not recorded yet: ask the customer',
  cover: {
    title: `${PRODUCT_NAME} - preparer's worksheet`,
    fileName: 'worksheet-cover.pdf',
    applicant: 'Applicant',
    claim: 'Claim',
    enclosed: 'Worksheet pages',
    name: 'Name',
    email: 'Email',
    address: 'Mailing address',
    taxYears: 'Tax years claimed',
    status: 'Application status',
    delivery: 'Forms delivered by',
    deliveries: { email: 'Email', mail: 'Mail', both: 'Email and mail' },
    estimate: 'Estimated refund',
    noEstimate: 'Not estimated yet',
    feePaid: 'Fee paid on',
  },
  w7: {
    title: 'Form W-7 worksheet (ITIN application)',
    fileName: 'form-w7-worksheet.pdf',
    applicationType: 'Application type',
    newItin: 'Apply for a new ITIN',
    renewItin: 'Renew an existing ITIN',
    reasonSection: 'Reason you are submitting Form W-7',
    reasonBox: 'Box to check',
    reason: 'b - Nonresident alien filing a US federal tax return',
    applicant: 'Applicant',
    firstName: 'Line 1a - first name',
    lastName: 'Line 1a - last name',
    dateOfBirth: 'Line 4 - date of birth (MM/DD/YYYY)',
    countryOfBirth: 'Line 4 - country of birth',
    address: 'Line 2 - mailing address',
    foreignAddress: 'Line 3 - foreign (non-US) address',
    foreignAddressMissing: 'Not on file: line 3 needs a non-US address (no P.O. box); ask the customer',
    previousItin: 'Lines 6e and 6f - previous ITIN',
    identity: 'Line 6d - identification document',
    identityValue:
      'Passport: the original, a copy certified by the issuing agency, or checked by a Certifying Acceptance Agent',
  },
  nonresidentReturn: {
    title: (year: string) => `Form 1040-NR worksheet - tax year ${year}`,
    fileName: (year: string) => `form-1040nr-${year}-worksheet.pdf`,
    taxpayer: 'Taxpayer',
    name: 'Name',
    itin: 'Identifying number (ITIN)',
    itinPending: 'Applied for with Form W-7',
    itinRenewal: (itin: string) => `${itin} (renewal applied for with Form W-7)`,
    address: 'Address',
    filingStatus: 'Filing status',
    filingStatuses: { single: 'Single', 'married-filing-separately': 'Married filing separately' },
    residence: 'Country of tax residence (rules applied)',
    residenceFromAddress: (country: string) => `${country} (from the mailing address: confirm with the customer)`,
    residenceUnknown: 'Not answered: the figures follow the rules for a country without a treaty; ask the customer',
    scheduleNec: 'Schedule NEC - tax on income not effectively connected',
    exempt: 'Winnings at games exempt under IRC 871(j): not taxed, not on Schedule NEC line 10a or 11',
    payments: 'Form 1040-NR - tax, payments and refund',
    amountOwed: 'Tax owed beyond the withholding',
    concepts: {
      necCanadaWinnings: 'Gambling winnings (residents of Canada)',
      necCanadaLosses: 'Gambling losses allowed by the treaty',
      necCanadaNet: 'Net gambling winnings',
      necOtherWinnings: 'Gambling winnings (losses not allowed)',
      necColumn30Total: 'Total of the 30% column',
      necColumn30Tax: 'Tax on the 30% column',
      necTotalTax: 'Total tax on income not effectively connected',
      taxOnNec: 'Tax on income not effectively connected (from Schedule NEC line 15)',
      withholding1042s: 'Federal income tax withheld on Forms 1042-S (box 10)',
      totalPayments: 'Total payments',
      overpaid: 'Amount overpaid',
      refunded: 'Amount to be refunded',
    },
    scheduleOi: 'Schedule OI - other information',
    residenceItem: 'Country of tax residence',
    daysItem: (year: number) => `Days present in the US in ${year}`,
    treatyItem: 'Treaty benefit claimed (country, article, income code, amount exempt)',
    treatyValue: (country: string, article: string, code: string, amount: string) =>
      `${country}, Article ${article}, income code ${code}, ${amount}`,
    noTreaty: 'None',
    forms: 'Forms 1042-S (attach Copy C of each to the return)',
    form: (index: number) => `Form 1042-S #${index}`,
    formValue: (game: string, gross: string, withheld: string, credit: string) =>
      `${game}: box 1 income code 28, box 2 ${gross}, box 7a ${withheld}, box 10 ${credit}`,
    agent: (index: number) => `Form 1042-S #${index} - withholding agent and EIN`,
  },
  powerOfAttorney: {
    title: 'Form 2848 worksheet (power of attorney)',
    fileName: 'form-2848-worksheet.pdf',
    taxpayer: 'Line 1 - taxpayer information',
    representative: (index: number) => `Line 2 - representative ${index}`,
    representativeName: 'Name and address',
    caf: 'CAF No.',
    ptin: 'PTIN',
    telephone: 'Telephone No.',
    designation: 'Part II - designation',
    jurisdiction: 'Part II - licensing jurisdiction',
    licence: 'Part II - bar, licence or enrollment number',
    noRepresentatives: 'No representative is set: add them in the back office (Form 2848 representatives).',
    matters: 'Line 3 - acts authorized',
    matterType: 'Description of matter',
    matterValue: 'Income',
    form: 'Tax form number',
    formValue: '1040-NR',
    years: 'Years or periods',
    name: 'Name',
    itin: 'Identifying number (ITIN)',
    address: 'Address',
  },
};

export const claimServerEn = {
  formSheets: formSheetCopy,
  formsEmail: formsEmailCopy,
  formsToSignEmail: formsToSignEmailCopy,
} as const;
