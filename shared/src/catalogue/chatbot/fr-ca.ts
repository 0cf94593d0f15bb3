import { PRODUCT_NAME, SUPPORT_EMAIL, TIMINGS, WITHHOLDING_RATE_PERCENT } from '../../constants';
import { type Shape } from '../../i18n/catalogue';
import { CANADA_LOSS_PERCENT_FROM_YEAR } from '../../tax/country-rules';
import { faqFr } from '../site/fr-ca';
import { type chatbotEn } from './en';
import { chatbotAnswers } from '../../i18n/faq-answers';

const faq = faqFr.items;

const canadaLimit = CANADA_LOSS_PERCENT_FROM_YEAR.filter(([, percent]) => percent < 100)
  .map(
    ([year, percent]) => ` À partir de l’année d’imposition ${year}, seulement ${percent}\u00a0% des pertes comptent.`,
  )
  .join('');

export const chatbotFr = {
  title: `Aide ${PRODUCT_NAME}`,
  subtitle: 'Questions sur les frais, l’ITIN, les délais ou les documents',
  open: 'Ouvrir la fenêtre d’aide',
  needHelp: 'Besoin d’aide?',
  minimise: 'Réduire la fenêtre',
  restore: 'Ouvrir la fenêtre',
  close: 'Fermer la fenêtre',
  welcome: `Bonjour! Je suis l’assistant ${PRODUCT_NAME}. Posez-moi vos questions sur nos frais, l’ITIN, le délai de remboursement ou les documents nécessaires.`,
  inputLabel: 'Votre question',
  inputPlaceholder: 'Écrivez votre question...',
  send: 'Envoyer',
  typing: 'L’assistant écrit...',
  you: 'Vous',
  assistant: 'Assistant',
  saidBy: (who: string) => `${who}\u00a0: `,
  conversation: 'Conversation',
  remaining: (count: number) => `${count} caractère${count > 1 ? 's' : ''} restant${count > 1 ? 's' : ''}`,
  trouble: `J’éprouve des difficultés en ce moment. Utilisez notre formulaire de contact ou écrivez-nous à ${SUPPORT_EMAIL}, et notre équipe vous aidera.`,
  aiDailyLimit: `Notre assistant a répondu à toutes les questions qu’il pouvait aujourd’hui. Consultez notre FAQ, utilisez notre formulaire de contact ou écrivez à ${SUPPORT_EMAIL}, et notre équipe vous aidera.`,
  emptyReply: `Désolé, je n’ai pas de réponse à cette question. Utilisez notre formulaire de contact ou écrivez à ${SUPPORT_EMAIL}, et un membre de notre équipe vous aidera.`,
  answers: chatbotAnswers(faq, {
    get form1042s() {
      return `Le formulaire 1042-S est le relevé fiscal qu’un casino américain remet à un joueur non américain\u00a0: il indique vos gains et l’impôt retenu. ${faq.lost1042s.answer}`;
    },
    losses: `Seuls les résidents du Canada peuvent déduire leurs pertes de jeu aux États-Unis\u00a0: selon la convention fiscale entre le Canada et les États-Unis (article XXII), les pertes d’une année réduisent les gains de la même année, sans descendre sous zéro.${canadaLimit} Les résidents des autres pays ne peuvent pas déduire leurs pertes; ils ne récupèrent que l’impôt retenu au blackjack, au baccara, au craps, à la roulette et à la roue de fortune, et l’impôt retenu au-delà de ${WITHHOLDING_RATE_PERCENT}\u00a0% des gains. Comptez vos pertes nettes selon les relevés de gains et pertes de vos casinos, et conservez-les\u00a0: l’IRS peut vous les demander.`,
    contact: `Vous pouvez joindre notre équipe au moyen du formulaire de la page Nous joindre, ou par courriel à ${SUPPORT_EMAIL}. Nous répondons dans les ${TIMINGS.contactResponseHours} heures, les jours ouvrables.`,
  }),
} as const;

export const chatbotFrCa: Shape<typeof chatbotEn> = {
  chatbot: chatbotFr,
};
