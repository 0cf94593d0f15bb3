import { DATA_RIGHTS, PRODUCT_NAME } from '../constants';

/** The customer's and staff's texts for data exports and account closing. */
export const dataRightsCopy = {
  title: 'Your data',
  intro: `Download a copy of everything ${PRODUCT_NAME} holds about you, or close your account.`,
  exportButton: 'Prepare my data (ZIP)',
  exportPreparing: 'Your data is being prepared. We will email you when it is ready.',
  exportReady: 'Your data is ready.',
  exportDownload: 'Download my data',
  exportFailed: 'We could not prepare your data. Please try again or contact us.',
  exportExpires: `The copy stays available for ${DATA_RIGHTS.exportDays} days.`,
  exportOncePerDay: 'A copy of your data can be prepared once a day. Download the latest one, or ask again tomorrow.',
  exportMailSubject: `Your ${PRODUCT_NAME} data is ready`,
  exportMailBody: (link: string) =>
    `The copy of your data you asked for is ready. Sign in and download it from your account page:\n\n${link}\n\nIt stays available for ${DATA_RIGHTS.exportDays} days.`,
  staffExportMailBody: (name: string, link: string) =>
    `The data export of ${name} is ready. Download it from the Customers page of the back office:\n\n${link}\n\nIt stays available for ${DATA_RIGHTS.exportDays} days.`,
  closeTitle: 'Close my account',
  closeWarning:
    'Closing your account deletes your profile, claims, documents and messages and signs you out. Payment records and summaries of filed claims are kept as the law requires, without your name.',
  closeConfirmLabel: 'Type CLOSE to confirm',
  closeConfirmWord: 'CLOSE',
  closeButton: 'Close my account',
  closeRequested:
    'A claim of yours is still being filed, so your request was sent to our team. They will close your account once it is done, and email you.',
  closeAlreadyRequested: 'Your request to close your account is already with our team.',
  closeDone: 'Your account is closed and your data deleted.',
  closeFailed: 'We could not close your account. Please try again or contact us.',
  closeConfirmRequired: 'Type CLOSE to confirm.',
  closedMailSubject: `Your ${PRODUCT_NAME} account is closed`,
  closedMailBody: `Your ${PRODUCT_NAME} account is closed and your data deleted. Payment records and summaries of filed claims are kept, without your name, for ${DATA_RIGHTS.retentionYears} years as the law requires.`,
  staff: {
    dataColumn: 'Data',
    exportButton: 'Export data',
    exportLabel: (name: string) => `Export data of ${name}`,
    exportStarted: 'The export is being prepared; you will get an email when it is ready.',
    exportReady: 'Download export',
    closuresTitle: 'Account closing requests',
    closuresEmpty: 'No account closing requests',
    closeNow: 'Close account',
    closeNowLabel: (name: string) => `Close account of ${name}`,
    closed: 'Account closed',
    claimStillFiled: 'A claim of this customer is still being filed: finish or reject it first.',
    notFound: 'No such closing request.',
  },
};
