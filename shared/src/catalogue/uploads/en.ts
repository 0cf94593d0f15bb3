import { STORAGE_QUOTA } from '../../constants';

export const uploadsEn = {
  upload: {
    tooLarge: (file: string) => `${file} exceeds 10 MB limit`,
    wrongType: (file: string) => `${file} is not a PDF, JPG or PNG file`,
    empty: (file: string) => `${file} is empty`,
    notReceived: (file: string) => `${file} did not reach our storage. Please upload it again.`,
    unknownUpload: 'This upload has expired or was already recorded. Please upload the file again.',
    quotaFull: (file: string) =>
      `${file} would take your files past what one account may store (${STORAGE_QUOTA.maxFiles} files, ${STORAGE_QUOTA.maxBytes / 1024 / 1024} MB in all). Please contact us if you need to send more.`,
    noClaimInProgress: 'Documents are added to a claim in progress. Please start or continue a claim first.',
    alreadyRecorded: (file: string) => `${file} was already recorded`,
    storageFailed: (file: string, reason: string) => `Failed to upload ${file}: ${reason}`,
    recordFailed: (file: string, reason: string) => `Failed to record ${file} in database: ${reason}`,
    missingSelection: 'Please select document type and files before uploading.',
    generalFailure: 'Upload failed. Please try again.',
  },
  uploadsPage: {
    download: 'Download',
    downloadLabel: (file: string) => `Download ${file}`,
    downloadFailed: 'Failed to download file',
    title: 'Upload documents',
    intro: 'Upload your Form 1042-S forms and your passport. PDF, JPG or PNG, up to 10 MB each.',
    passportGuidance:
      "For an ITIN (Form W-7) the IRS accepts only your original passport, a copy of it certified by the agency that issued it, or a check of the passport by a Certifying Acceptance Agent (a photocopy or a notarized copy is not accepted). Upload a scan of your passport's photo page here so we can prepare the form: we tell you how to send the original or the certified copy when the form is ready for your signature.",
    documentType: 'Document type',
    selectType: 'Select document type',
    categories: {
      ID: 'Passport',
      Form: 'Form 1042-S',
      LossEvidence: 'Loss evidence (win/loss statements)',
      SignedScan: 'Scan of the signed official forms',
      Generated: "Preparer's worksheet (not for signature)",
      ToSign: 'Official IRS form to sign',
    },
    files: 'Files',
    upload: 'Upload',
    uploading: 'Uploading...',
    waiting: 'Waiting...',
    uploaded: (file: string) => `${file} uploaded`,
    progressLabel: (file: string) => `Upload progress of ${file}`,
    storageUnreachable: 'the storage service could not be reached',
    yourDocuments: 'Your documents',
    noDocuments: 'No documents uploaded yet.',
    backToApplication: 'Back to application',
  },
} as const;
