import { STORAGE_QUOTA } from '../../constants';
import { type Shape } from '../../i18n/catalogue';
import { type uploadsEn } from './en';

export const uploadsFrCa: Shape<typeof uploadsEn> = {
  upload: {
    tooLarge: (file: string) => `${file} dépasse la limite de 10 Mo`,
    wrongType: (file: string) => `${file} n’est pas un fichier PDF, JPG ou PNG`,
    empty: (file: string) => `${file} est vide`,
    notReceived: (file: string) =>
      `${file} n’a pas atteint notre espace de stockage. Veuillez le téléverser de nouveau.`,
    unknownUpload: 'Ce téléversement a expiré ou est déjà enregistré. Veuillez téléverser le fichier de nouveau.',
    quotaFull: (file: string) =>
      `${file} dépasserait ce qu’un compte peut conserver (${STORAGE_QUOTA.maxFiles} fichiers, ${STORAGE_QUOTA.maxBytes / 1024 / 1024} Mo en tout). Écrivez-nous si vous devez en envoyer davantage.`,
    noClaimInProgress:
      'Les documents s’ajoutent à une demande en cours. Veuillez d’abord commencer ou poursuivre une demande.',
    alreadyRecorded: (file: string) => `${file} est déjà enregistré`,
    storageFailed: (file: string, reason: string) => `Échec du téléversement de ${file}\u00a0: ${reason}`,
    recordFailed: (file: string, reason: string) => `Échec de l’enregistrement de ${file}\u00a0: ${reason}`,
    missingSelection: 'Veuillez choisir le type de document et les fichiers avant de téléverser.',
    generalFailure: 'Échec du téléversement. Veuillez réessayer.',
  },
  uploadsPage: {
    download: 'Télécharger',
    downloadLabel: (file: string) => `Télécharger ${file}`,
    downloadFailed: 'Échec du téléchargement du fichier',
    title: 'Téléverser des documents',
    intro: 'Téléversez vos formulaires 1042-S et votre passeport. PDF, JPG ou PNG, 10 Mo maximum chacun.',
    passportGuidance:
      'Pour un ITIN (formulaire W-7), l’IRS n’accepte que votre passeport original, une copie certifiée conforme par l’organisme qui l’a délivré, ou la vérification du passeport par un agent d’acceptation certificateur (Certifying Acceptance Agent); une photocopie ou une copie notariée n’est pas acceptée. Téléversez ici une numérisation de la page photo de votre passeport pour que nous préparions le formulaire\u00a0: nous vous dirons comment envoyer l’original ou la copie certifiée lorsque le formulaire sera prêt à signer.',
    documentType: 'Type de document',
    selectType: 'Choisissez le type de document',
    categories: {
      ID: 'Passeport',
      Form: 'Formulaire 1042-S',
      LossEvidence: 'Preuves de pertes (relevés de gains et pertes)',
      SignedScan: 'Numérisation des formulaires officiels signés',
      Generated: 'Feuille de travail du préparateur (à ne pas signer)',
      ToSign: 'Formulaire officiel de l’IRS à signer',
    },
    files: 'Fichiers',
    upload: 'Téléverser',
    uploading: 'Téléversement...',
    waiting: 'En attente...',
    uploaded: (file: string) => `${file} téléversé`,
    progressLabel: (file: string) => `Progression du téléversement de ${file}`,
    storageUnreachable: 'le service de stockage n’a pas pu être joint',
    yourDocuments: 'Vos documents',
    noDocuments: 'Aucun document téléversé pour le moment.',
    backToApplication: 'Retour à la demande',
  },
};
