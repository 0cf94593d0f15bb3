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
