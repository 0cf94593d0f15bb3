const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The pre-filled forms staff generate from the application tracker. */
export const adminFormPackageCopy = {
  title: 'Forms for signature',
  intro: "Pre-fills the data sheets from the application and adds them to the customer's documents.",
  generate: 'Generate forms',
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
