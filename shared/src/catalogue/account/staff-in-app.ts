import { DATA_RIGHTS } from '../../constants';

/** The mail a member of staff receives when the export they asked for is ready. */
export const staffExportMailBody = (name: string, link: string) =>
  `The data export of ${name} is ready. Download it from the Customers page of the back office:\n\n${link}\n\nIt stays available for ${DATA_RIGHTS.exportDays} days.`;

/**
 * Staff's words about customers' data exports and account closings (English only). Unlike the other staff words
 * (staff.ts files), the app bundle carries them, in the `dataRights` section of both languages (en.ts, fr-ca.ts).
 */
export const dataRightsStaff = {
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
};
