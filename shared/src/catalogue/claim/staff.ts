const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The pre-filled forms staff generate from the application tracker. */
export const adminFormPackageCopy = {
  title: "Preparer's worksheet",
  intro:
    "Builds the worksheet (every figure by official form and line, not for signature) from the application and adds it to the customer's documents.",
  generate: 'Generate worksheet',
  generating: 'Generating...',
  generated: (count: number) => `Generated ${plural(count, 'file', 'files')}.`,
  emailed: 'They were emailed to the customer.',
  notEmailed: 'They were not emailed: the customer did not choose delivery by email.',
  failed: 'Failed to generate the forms',
  alreadyRunning: 'These forms are being generated already: they will be listed here in a moment.',
  download: 'Download',
  downloadLabel: (file: string) => `Download ${file}`,
  downloadFailed: 'Failed to download file',
};

/** Staff put the official IRS forms they prepared on the claim, for the customer's ink signature. */
export const adminFormsToSignCopy = {
  title: 'Official forms for signature',
  intro:
    'Upload each official IRS form you prepared (a PDF): the customer is mailed and sees it on the claim with how to sign and return it.',
  form: 'Form',
  forms: { w7: 'Form W-7', '1040nr': 'Form 1040-NR', '2848': 'Form 2848', '8821': 'Form 8821' },
  taxYear: 'Tax year (Form 1040-NR)',
  file: 'PDF of the form',
  upload: 'Put on the claim',
  uploading: 'Uploading...',
  uploaded: (form: string, emailed: boolean) =>
    `${form} is on the claim for signature.${emailed ? ' The customer was emailed.' : ''}`,
  failed: 'The form could not be put on the claim.',
};

export const claimStaff = {
  adminFormPackage: adminFormPackageCopy,
  adminFormsToSign: adminFormsToSignCopy,
} as const;
