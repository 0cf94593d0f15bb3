import { PRODUCT_NAME } from '../../constants';
import { type Shape } from '../../i18n/catalogue';
import { type messagesEn } from './en';
import { adminConversationStaff } from './staff-in-app';

/** The team, as French mail and messages name it. */
export const TEAM_NAME_FR = `l’équipe ${PRODUCT_NAME}`;

/** The mail a customer receives when staff write to them (the rest of that section is staff-only). */
export const adminConversationMailFr = {
  emailSubject: (title: string) => `Nouveau message de l’équipe ${PRODUCT_NAME}\u00a0: ${title}`,
  emailBody: (firstName: string, title: string, content: string, link: string) =>
    `Bonjour ${firstName},\n\nVous avez un nouveau message de ${TEAM_NAME_FR}.\n\n${title}\n\n${content}\n\nLisez-le et répondez dans votre compte\u00a0: ${link}`,
  templates: {
    forms_ready: {
      title: 'Vos formulaires sont prêts à signer',
      content: {
        email:
          'Vos formulaires officiels de l’IRS sont prêts. Ils se trouvent dans votre demande, dans votre compte, avec ce qu’il faut signer et où les envoyer\u00a0: connectez-vous, téléchargez-les et imprimez-les. Vous avez choisi de les recevoir par courriel.',
        mail: 'Nous avons posté vos formulaires officiels de l’IRS à l’adresse à votre dossier. À leur arrivée, signez chacun à l’encre là où il le demande, puis renvoyez les originaux signés dans l’enveloppe fournie. Vous pouvez aussi les voir dans votre demande, dans votre compte.',
        both: 'Vos formulaires officiels de l’IRS sont prêts\u00a0: ils se trouvent dans votre demande, dans votre compte, et nous en avons aussi posté des copies papier à l’adresse à votre dossier. Signez chacun à l’encre là où il le demande, puis renvoyez les originaux signés dans l’enveloppe fournie.',
        account:
          'Vos formulaires officiels de l’IRS sont prêts. Ils se trouvent dans votre demande, dans votre compte, avec ce qu’il faut signer et où les envoyer\u00a0: connectez-vous, téléchargez-les et imprimez-les.',
      },
    },
    documents_needed: {
      title: 'Il nous manque un document',
      content:
        'Pour poursuivre votre demande, il nous faut encore un document. Veuillez le téléverser dans votre demande, dans votre compte\u00a0:',
    },
    submitted_to_irs: {
      title: 'Votre déclaration a été transmise à l’IRS',
      content:
        'Nous avons transmis votre déclaration à l’IRS. L’IRS l’examine maintenant\u00a0; votre demande, dans votre compte, affiche chaque étape au fur et à mesure.',
    },
  },
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

export const messagesFrCa: Shape<typeof messagesEn> = {
  adminConversations: { ...adminConversationStaff, ...adminConversationMailFr },
  accountConversation: accountConversationFr,
};
