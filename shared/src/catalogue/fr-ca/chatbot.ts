import { PRODUCT_NAME, SUPPORT_EMAIL, TIMINGS } from '../../constants';
import { faqFr } from './faq';

const faq = faqFr.items;

export const chatbotFr = {
  title: `Aide ${PRODUCT_NAME}`,
  subtitle: "Questions sur les frais, l'ITIN, les délais ou les documents",
  open: "Ouvrir la fenêtre d'aide",
  minimise: 'Réduire la fenêtre',
  restore: 'Ouvrir la fenêtre',
  close: 'Fermer la fenêtre',
  welcome: `Bonjour! Je suis l'assistant ${PRODUCT_NAME}. Posez-moi vos questions sur nos frais, l'ITIN, le délai de remboursement ou les documents nécessaires.`,
  inputLabel: 'Votre question',
  inputPlaceholder: 'Écrivez votre question...',
  send: 'Envoyer',
  typing: "L'assistant écrit...",
  you: 'Vous',
  assistant: 'Assistant',
  conversation: 'Conversation',
  remaining: (count: number) => `${count} caractère${count > 1 ? 's' : ''} restant${count > 1 ? 's' : ''}`,
  trouble: `J'éprouve des difficultés en ce moment. Utilisez notre formulaire de contact ou écrivez-nous à ${SUPPORT_EMAIL}, et notre équipe vous aidera.`,
  aiDailyLimit: `Notre assistant a répondu à toutes les questions qu'il pouvait aujourd'hui. Consultez notre FAQ, utilisez notre formulaire de contact ou écrivez à ${SUPPORT_EMAIL}, et notre équipe vous aidera.`,
  emptyReply: `Désolé, je n'ai pas de réponse à cette question. Utilisez notre formulaire de contact ou écrivez à ${SUPPORT_EMAIL}, et un membre de notre équipe vous aidera.`,
  answers: {
    // Getters: the FAQ's amounts are formatted when read (see formatUsd).
    get fees() {
      return faq.cost.answer;
    },
    itin: faq.itin.answer,
    timing: faq.timing.answer,
    documents: faq.documents.answer,
    get form1042s() {
      return `Le formulaire 1042-S est le relevé fiscal qu'un casino américain remet à un joueur non américain : il indique vos gains et l'impôt retenu. ${faq.lost1042s.answer}`;
    },
    eligibility: faq.eligibility.answer,
    priorYears: faq.priorYears.answer,
    payout: faq.payout.answer,
    security: faq.dataSafety.answer,
    contact: `Vous pouvez joindre notre équipe au moyen du formulaire de la page Nous joindre, ou par courriel à ${SUPPORT_EMAIL}. Nous répondons dans les ${TIMINGS.contactResponseHours} heures, les jours ouvrables.`,
  },
} as const;
