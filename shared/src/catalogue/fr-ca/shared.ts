import { PRODUCT_NAME } from '../../constants';

/** "5-10" days as "5 à 10 jours". */
export const days = (range: string) => `${range.replace('-', ' à ')} jours`;

/** The team, as French mail and messages name it. */
export const TEAM_NAME_FR = `l’équipe ${PRODUCT_NAME}`;

export const statusLabelsFr = {
  draft: 'Brouillon',
  ready_for_payment: 'Prête pour le paiement',
  reopened: 'Rouverte pour modifications',
  awaiting_balance: 'Solde à payer',
  submitted: 'Soumise',
  processing: 'En traitement',
  approved: 'Approuvée',
  completed: 'Terminée',
  rejected: 'Refusée',
} as const;

/** The mail a customer receives when staff write to them (the rest of that section is staff-only). */
export const adminConversationMailFr = {
  emailSubject: (title: string) => `Nouveau message de l’équipe ${PRODUCT_NAME}\u00a0: ${title}`,
  emailBody: (firstName: string, title: string, content: string, link: string) =>
    `Bonjour ${firstName},\n\nVous avez un nouveau message de ${TEAM_NAME_FR}.\n\n${title}\n\n${content}\n\nLisez-le et répondez dans votre compte\u00a0: ${link}`,
} as const;

/** The customer's side of the thread with staff, on /account. */
export const accountConversationFr = {
  title: 'Messages',
  intro: `Les messages de ${TEAM_NAME_FR}. Vous pouvez y répondre ci-dessous.`,
  empty: 'Aucun message pour le moment. Notre équipe vous écrira ici.',
  loadFailed: 'Échec du chargement des messages',
  replyTitle: 'Répondre à notre équipe',
  olderMessages: 'Afficher les messages plus anciens',
  about: 'Au sujet de',
  aboutGeneral: 'Une question générale',
  subject: 'Objet (facultatif)',
  body: 'Votre message',
  emptyBody: 'Veuillez écrire un message',
  send: 'Envoyer',
  sending: 'Envoi...',
  sent: 'Votre message a été envoyé',
  sendFailed: (reason: string) => `Échec de l’envoi du message\u00a0: ${reason}`,
  tooManyMessages:
    'Vous avez envoyé beaucoup de messages en peu de temps. Veuillez patienter avant d’en envoyer un autre\u00a0: notre équipe répondra à ceux que vous avez envoyés.',
} as const;
