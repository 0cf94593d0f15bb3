import { PRODUCT_NAME, SUPPORT_EMAIL, TIMINGS } from '../../constants';
import { type Shape } from '../../i18n/catalogue';
import { formatNumber } from '../../i18n/format';
import { type contactEn } from './en';
import { contactTeamMail } from './staff-in-app';

export const contactFr = {
  title: 'Nous joindre',
  intro: `Des questions sur votre demande, nos frais ou vos documents? Écrivez-nous\u00a0: un membre de notre équipe vous répondra dans les ${TIMINGS.contactResponseHours} heures, les jours ouvrables.`,
  emailUs: 'Vous préférez le courriel?',
  emailAddress: SUPPORT_EMAIL,
  name: 'Nom',
  email: 'Courriel',
  message: 'Message',
  send: 'Envoyer le message',
  sending: 'Envoi...',
  sent: 'Merci pour votre message! Nous vous répondrons sous peu.',
  failed: 'Échec de l’envoi du message. Veuillez réessayer.',
  nameRequired: 'Veuillez entrer votre nom',
  emailInvalid: 'Veuillez entrer une adresse courriel valide',
  messageRequired: 'Veuillez écrire un message',
  tooLong: (max: number) => `Veuillez ne pas dépasser ${formatNumber(max, 'fr-CA')} caractères`,
  privacyNote: 'Nous utilisons vos coordonnées uniquement pour répondre à votre message.',
  privacyLink: 'Lire notre politique de confidentialité',
  company: {
    heading: 'Nos coordonnées',
    label: 'Coordonnées de l’entreprise',
    address: 'Adresse',
    phone: 'Téléphone',
    hours: 'Heures d’ouverture',
  },
  replyMail: {
    subject: `Votre message à ${PRODUCT_NAME}`,
    body: (name: string, reply: string, original: string) =>
      `Bonjour ${name},\n\n${reply}\n\nL’équipe ${PRODUCT_NAME}\n\n---\nVotre message\u00a0:\n${original}`,
  },
  // The team reads this mail, and staff work in English.
  mail: contactTeamMail,
} as const;

export const contactFrCa: Shape<typeof contactEn> = {
  contact: contactFr,
};
