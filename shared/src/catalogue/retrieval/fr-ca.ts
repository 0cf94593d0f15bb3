import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../constants';
import { type Shape } from '../../i18n/catalogue';
import { type retrievalCopy, type retrievalEn, type retrievalErrorCopy } from './en';

/** Le suivi des formulaires 1042-S manquants, côté client. */
export const retrievalFr: typeof retrievalCopy = {
  title: 'Vos formulaires manquants',
  intro:
    'Nous demandons à chaque casino une copie des formulaires 1042-S que vous n’avez pas. Voici où en est chacun d’eux.',
  unknownCasino: 'Casino non précisé',
  noDate: 'date non indiquée',
  formLine: (casino: string, date: string) => `${casino}, gain du ${date}`,
  authoriseTitle: 'Autorisez-nous à demander vos formulaires manquants',
  authoriseIntro: `Les casinos n’envoient une copie d’un formulaire 1042-S qu’à une personne que vous autorisez. En signant, vous permettez à ${PRODUCT_NAME} de demander en votre nom une copie de ces formulaires et de la recevoir\u00a0:`,
  fullName: 'Votre nom complet',
  fullNameHint: 'Tapez vos prénom et nom exactement comme dans votre profil. Cela tient lieu de signature.',
  date: 'Date de signature',
  consent: `J’autorise ${PRODUCT_NAME} à demander à chaque casino indiqué une copie du formulaire 1042-S émis à mon nom pour ces gains, et à la recevoir en mon nom.`,
  sign: 'Signer l’autorisation',
  signing: 'Signature...',
  signed: 'Autorisation signée. Nous allons maintenant demander vos formulaires.',
  signedOn: (name: string, date: string) => `Signée par ${name} le ${date}.`,
  signFailed: 'L’autorisation n’a pas pu être signée.',
  nameMismatch: (profileName: string) =>
    profileName
      ? `Tapez votre nom complet tel qu’il figure dans votre profil\u00a0: ${profileName}.`
      : 'Indiquez d’abord vos prénom et nom dans votre profil, puis signez avec ce nom.',
  statuses: {
    awaiting_authorisation: 'En attente de votre autorisation',
    to_request: 'Nous le demanderons sous peu',
    requested: 'Demandé au casino',
    follow_up_due: 'Demandé; nous relançons le casino',
    received: 'Reçu',
    not_available: 'Non disponible auprès du casino',
  },
  requestedOn: (date: string) => `Demandé le ${date}`,
  expectedBy: (date: string) => `Réponse attendue d’ici le ${date}`,
  notAvailableNext: `Le casino n’a pas pu fournir ce formulaire. Notre équipe communiquera avec vous pour la suite (par exemple une déclaration de votre part ou une autre preuve du gain). Vous pouvez aussi écrire à ${SUPPORT_EMAIL}.`,
  loadFailed: 'Vos formulaires manquants n’ont pas pu être chargés.',
};

export const retrievalErrorFr: typeof retrievalErrorCopy = {
  noBrackets: 'Veuillez ne pas utiliser les caractères < et >.',
  nothingToAuthorise: 'Cette demande ne comporte aucun formulaire manquant à autoriser.',
  alreadyAuthorised: 'Vous avez déjà signé l’autorisation pour cette demande.',
  notFinished: 'Terminez votre demande avant de signer l’autorisation.',
  payFirst:
    'Payez votre demande avant de signer l’autorisation\u00a0: nous demandons les formulaires manquants aux casinos seulement pour une demande payée.',
  claimClosed: 'Cette demande est fermée\u00a0: il ne reste aucun formulaire à demander pour elle.',
  formsLocked:
    'Vos formulaires manquants sont couverts par l’autorisation que vous avez signée et ne peuvent plus être modifiés ici. Écrivez-nous pour les changer.',
  notAuthorised: 'Le client n’a pas encore signé l’autorisation\u00a0: aucun formulaire ne peut être demandé.',
  notPaid: 'Cette demande n’est pas payée\u00a0: aucun formulaire ne peut être demandé pour elle.',
  identityNotChecked:
    'L’identité du client n’a pas encore été vérifiée sur une pièce d’identité\u00a0: aucun formulaire ne peut être demandé.',
  identityChanged:
    'Le nom du client a changé depuis la vérification de son identité\u00a0: vérifiez-la de nouveau sur sa pièce d’identité.',
  notAnIdDocument: 'Ce document ne fait pas partie des pièces d’identité téléversées par le client.',
  idNameMismatch: (profileName: string) =>
    profileName
      ? `Le nom sur le document ne correspond pas au nom du profil du client (${profileName}).`
      : 'Le profil du client n’a pas encore de prénom et de nom\u00a0: son identité ne peut pas être vérifiée.',
  unmappedCasino: (name: string) => `Associez « ${name} » à un casino du répertoire avant de lui écrire.`,
  nothingToRequest: 'Aucun formulaire de cette demande n’attend d’être demandé.',
  illegalTransition: 'L’état de ce formulaire ne permet pas cette action.',
  entryNotFound: 'Ce formulaire manquant est introuvable.',
  letterNotFound: 'Cette lettre est introuvable.',
  sentInFuture: 'La date d’envoi d’une lettre ne peut pas être dans le futur.',
  copyYearOutside: (years: string) =>
    `Cette demande porte sur les années d’imposition ${years}\u00a0: une copie d’une autre année ne peut pas y être inscrite. Vérifiez l’année sur la copie, ou demandez au client d’ajouter cette année à la demande.`,
  lettersRunning: 'Ces lettres sont déjà en cours de rédaction\u00a0: elles apparaîtront ici dans un instant.',
  casinoNotFound: 'Ce casino ne figure pas dans le répertoire.',
  casinoExists: 'Un casino porte déjà ce nom court.',
  unknownCasino: 'Choisissez un casino dans la liste, ou « Autre » et tapez son nom.',
  processingNeedsAuthorisation:
    'Cette demande comporte des formulaires manquants\u00a0: elle ne peut pas passer au traitement avant que le client signe l’autorisation.',
};

export const retrievalFrCa: Shape<typeof retrievalEn> = {
  retrieval: retrievalFr,
  retrievalErrors: retrievalErrorFr,
};
