import { DATA_RIGHTS, PRODUCT_NAME } from '../../constants';
import { dataRightsCopy } from '../data-rights';

/** Vos données : l’exportation et la fermeture du compte, côté client (les textes du personnel restent en anglais). */
export const dataRightsFr: typeof dataRightsCopy = {
  title: 'Vos données',
  intro: `Téléchargez une copie de tout ce que ${PRODUCT_NAME} conserve à votre sujet, ou fermez votre compte.`,
  exportButton: 'Préparer mes données (ZIP)',
  exportPreparing: 'Vos données sont en préparation. Nous vous enverrons un courriel quand elles seront prêtes.',
  exportReady: 'Vos données sont prêtes.',
  exportDownload: 'Télécharger mes données',
  exportFailed: 'Nous n’avons pas pu préparer vos données. Veuillez réessayer ou nous écrire.',
  exportExpires: `La copie reste disponible pendant ${DATA_RIGHTS.exportDays} jours.`,
  exportOncePerDay:
    'Une copie de vos données peut être préparée une fois par jour. Téléchargez la plus récente, ou redemandez-la demain.',
  exportMailSubject: `Vos données ${PRODUCT_NAME} sont prêtes`,
  exportMailBody: (link: string) =>
    `La copie de vos données que vous avez demandée est prête. Connectez-vous et téléchargez-la depuis la page de votre compte\u00a0:\n\n${link}\n\nElle reste disponible pendant ${DATA_RIGHTS.exportDays} jours.`,
  staffExportMailBody: dataRightsCopy.staffExportMailBody,
  closeTitle: 'Fermer mon compte',
  closeWarning:
    'Fermer votre compte supprime votre profil, vos demandes, vos documents et vos messages, et vous déconnecte. Les paiements et les résumés des demandes produites sont conservés, sans votre nom, comme la loi l’exige.',
  closeConfirmLabel: 'Tapez CLOSE pour confirmer',
  closeConfirmWord: dataRightsCopy.closeConfirmWord,
  closeButton: 'Fermer mon compte',
  closeRequested:
    'Une de vos demandes est encore en cours de production\u00a0: votre demande a été transmise à notre équipe. Elle fermera votre compte une fois le travail terminé et vous écrira.',
  closeAlreadyRequested: 'Votre demande de fermeture de compte est déjà entre les mains de notre équipe.',
  closeDone: 'Votre compte est fermé et vos données sont supprimées.',
  closeFailed: 'Nous n’avons pas pu fermer votre compte. Veuillez réessayer ou nous écrire.',
  closeConfirmRequired: 'Tapez CLOSE pour confirmer.',
  closedMailSubject: `Votre compte ${PRODUCT_NAME} est fermé`,
  closedMailBody: `Votre compte ${PRODUCT_NAME} est fermé et vos données sont supprimées. Les paiements et les résumés des demandes produites sont conservés, sans votre nom, pendant ${DATA_RIGHTS.retentionYears} ans, comme la loi l’exige.`,
  staff: dataRightsCopy.staff,
};
