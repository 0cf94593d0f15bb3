import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../constants';

/** The customer's side of the retrieval of lost Forms 1042-S: authorisation and where each form stands. */
export const retrievalCopy = {
  title: 'Your missing forms',
  intro: 'We ask each casino for a copy of the Forms 1042-S you do not have. Here is where each one stands.',
  unknownCasino: 'Casino not named',
  noDate: 'date not given',
  formLine: (casino: string, date: string) => `${casino}, win of ${date}`,
  authoriseTitle: 'Authorise us to request your missing forms',
  authoriseIntro: `Casinos only send a copy of a Form 1042-S to someone you authorise. By signing, you allow ${PRODUCT_NAME} to request a copy of these forms on your behalf and to receive it:`,
  fullName: 'Your full name',
  fullNameHint: 'Type your first and last name exactly as in your profile. This is your signature.',
  date: 'Date',
  consent: `I authorise ${PRODUCT_NAME} to request from each casino listed a copy of the Form 1042-S issued to me for these wins, and to receive it on my behalf.`,
  sign: 'Sign the authorisation',
  signing: 'Signing...',
  signed: 'Authorisation signed. We will now request your forms.',
  signedOn: (name: string, date: string) => `Signed by ${name} on ${date}.`,
  signFailed: 'The authorisation could not be signed.',
  nameMismatch: (profileName: string) =>
    profileName
      ? `Type your full name as it appears in your profile: ${profileName}.`
      : 'Complete your first and last name in your profile first, then sign with that name.',
  statuses: {
    awaiting_authorisation: 'Waiting for your authorisation',
    to_request: 'We will request it shortly',
    requested: 'Requested from the casino',
    follow_up_due: 'Requested; we are following up with the casino',
    received: 'Received',
    not_available: 'Not available from the casino',
  },
  requestedOn: (date: string) => `Requested on ${date}`,
  expectedBy: (date: string) => `Answer expected by ${date}`,
  notAvailableNext: `The casino could not provide this form. Our team will contact you about the next step (for example a statement from you or another record of the win). You can also write to ${SUPPORT_EMAIL}.`,
  loadFailed: 'Your missing forms could not be loaded.',
};

/** Errors the API reports about retrieval. */
export const retrievalErrorCopy = {
  noBrackets: 'Please leave out the characters < and >.',
  nothingToAuthorise: 'This claim has no missing forms to authorise.',
  alreadyAuthorised: 'You have already signed the authorisation for this claim.',
  notFinished: 'Finish your application before signing the authorisation.',
  payFirst:
    'Pay for your claim before signing the authorisation: we request missing forms from the casinos only for a paid claim.',
  claimClosed: 'This claim is closed, so there is no form left to request for it.',
  formsLocked:
    'Your missing forms are covered by the authorisation you signed and can no longer be changed here. Please send us a message to change them.',
  notAuthorised: 'The customer has not signed the authorisation yet: no form may be requested.',
  notPaid: 'This claim is not paid: no form may be requested for it.',
  identityNotChecked:
    "The customer's identity has not been checked against an ID document yet: no form may be requested.",
  identityChanged:
    "The customer's name changed after their identity was checked: check it again against their ID document.",
  notAnIdDocument: "This document is not one of the customer's ID uploads.",
  idNameMismatch: (profileName: string) =>
    profileName
      ? `The name on the document does not match the name on the customer's profile (${profileName}).`
      : 'The customer has no first and last name on their profile yet: their identity cannot be checked.',
  unmappedCasino: (name: string) => `Map "${name}" to a casino of the directory before writing to it.`,
  nothingToRequest: 'No form of this claim is waiting to be requested.',
  illegalTransition: 'This form is not in a state that allows this.',
  entryNotFound: 'This missing form was not found.',
  letterNotFound: 'This letter was not found.',
  sentInFuture: 'The date a letter was sent cannot be in the future.',
  copyYearOutside: (years: string) =>
    `This claim covers the tax years ${years}: a copy for another year cannot be recorded on it. Check the year on the copy, or ask the customer to add that year to the claim.`,
  lettersRunning: 'These letters are being written already: they will be listed here in a moment.',
  casinoNotFound: 'This casino is not in the directory.',
  casinoExists: 'A casino with this short name already exists.',
  unknownCasino: 'Choose a casino from the list, or "Other" and type its name.',
  processingNeedsAuthorisation:
    'This claim has missing forms: it cannot move to processing before the customer signs the retrieval authorisation.',
};

export const retrievalEn = {
  retrieval: retrievalCopy,
  retrievalErrors: retrievalErrorCopy,
} as const;
