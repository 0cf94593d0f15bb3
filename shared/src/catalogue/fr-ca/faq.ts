import { FEES, PRODUCT_NAME, TIMINGS, WITHHOLDING_RATE_PERCENT } from '../../constants';
import { formatUsd } from '../../i18n/format';
import { refundFactsFr as facts } from './refund-facts';
import { days } from './shared';

const usd = (cents: number) => formatUsd(cents, 'fr-CA');

export const faqFr = {
  title: 'Foire aux questions',
  intro: 'Des réponses claires sur le remboursement de l’impôt américain retenu sur les gains de jeu des Canadiens.',
  stillQuestions: 'Vous avez encore une question?',
  stillQuestionsBody: 'Notre équipe répond personnellement à chaque message.',
  contactUs: 'Nous joindre',
  items: {
    itin: {
      question: 'Qu’est-ce qu’un ITIN?',
      answer: `Le numéro d’identification fiscal individuel (ITIN) est un numéro à neuf chiffres que l’IRS attribue aux personnes qui ont des obligations fiscales aux États-Unis, mais qui ne peuvent pas obtenir de numéro de sécurité sociale. L’IRS en a besoin pour traiter votre demande de remboursement. Si vous n’en avez pas, nous préparons la demande d’ITIN (formulaire W-7) et l’envoyons avec votre déclaration.`,
    },
    eligibility: {
      question: 'Ai-je droit à un remboursement?',
      answer: `Si vous résidez hors des États-Unis, n’avez jamais été citoyen américain ni titulaire d’une carte verte, et qu’un casino américain a retenu ${WITHHOLDING_RATE_PERCENT}\u00a0% d’impôt sur vos gains de jeu, une partie peut vous revenir. Les résidents du Canada peuvent déduire de leurs gains les pertes de jeu de la même année (convention fiscale entre le Canada et les États-Unis, article XXII), ce qui permet souvent de récupérer la majeure partie, voire la totalité, de l’impôt retenu. Les résidents des autres pays ne peuvent pas déduire leurs pertes\u00a0: ils ne récupèrent que l’impôt retenu au blackjack, au baccara, au craps, à la roulette et à la roue de fortune, et l’impôt retenu au-delà de ${WITHHOLDING_RATE_PERCENT}\u00a0% des gains.`,
    },
    priorYears: {
      question: 'Puis-je réclamer des gains des années précédentes?',
      answer: `Oui. ${facts.window} Notre formulaire indique exactement les années d’imposition encore ouvertes aujourd’hui, et vous pouvez en réclamer plusieurs à la fois.`,
    },
    cost: {
      question: 'Combien ça coûte?',
      // A getter: the amount is formatted when read (see formatUsd).
      get answer() {
        return `Nos frais de demande de base sont de ${usd(FEES.baseApplicationCents)}, facturés une fois votre demande remplie, avant la production. Si vous avez besoin d’un ITIN, le traitement de l’ITIN ajoute ${usd(FEES.itinProcessingCents)}. Chaque formulaire 1042-S au-delà du premier coûte ${usd(FEES.additional1042sCents)}, et la récupération d’un formulaire manquant coûte ${usd(FEES.missingFormRetrievalCents)} par formulaire. ${facts.moneyBack}`;
      },
    },
    timing: {
      question: 'Combien de temps cela prend-il?',
      answer: `La demande prend environ ${TIMINGS.applicationMinutes} minutes. Après votre paiement, notre équipe révise votre dossier d’ici ${days(TIMINGS.reviewAfterPaymentBusinessDays)} ouvrables et vous envoie vos formulaires à signer. ${facts.timing}`,
    },
    payout: {
      question: 'Comment vais-je recevoir mon remboursement?',
      answer: `L’IRS verse votre remboursement en dollars américains. ${facts.payment} Vous pouvez suivre chaque étape dans votre compte ${PRODUCT_NAME}.`,
    },
    lost1042s: {
      question: 'Que faire si j’ai perdu mon formulaire 1042-S?',
      get answer() {
        return `${facts.thresholds} Les casinos peuvent produire une nouvelle copie d’un formulaire perdu. Décrivez chaque formulaire manquant dans la demande (date, casino, montant) et nous en demanderons une copie pour vous, au coût de ${usd(FEES.missingFormRetrievalCents)} par formulaire.`;
      },
    },
    dataSafety: {
      question: 'Mes renseignements personnels sont-ils protégés?',
      answer: `Oui. Vos données circulent sur des connexions chiffrées, et les renseignements sensibles comme votre ITIN, votre date de naissance, votre numéro de téléphone et votre adresse sont chiffrés de nouveau avant d’être conservés. Seuls vous et notre personnel autorisé y avez accès, et nous les traitons conformément à la loi canadienne sur la protection des renseignements personnels (LPRPDE), comme l’explique notre politique de confidentialité.`,
    },
    documents: {
      question: 'De quels documents ai-je besoin?',
      answer: `Il vous faut votre formulaire 1042-S (le relevé fiscal remis par le casino) et votre passeport\u00a0: pour un ITIN (formulaire W-7), l’IRS n’accepte que le passeport original, une copie certifiée conforme par l’organisme qui l’a délivré ou la vérification par un agent d’acceptation certificateur, et nous vous disons comment l’envoyer lorsque vos formulaires sont prêts. Si vous les avez, les relevés de gains et pertes des casinos (vos preuves de pertes) et votre ITIN actuel sont aussi utiles. Vous téléversez le tout en toute sécurité à partir de votre compte.`,
    },
    rejection: {
      question: 'Que se passe-t-il si ma demande est refusée?',
      answer: `${facts.moneyBack} Un remboursement plus petit que prévu (par exemple, des pertes que l’IRS n’accepte pas) n’est pas un refus.`,
    },
  },
} as const;
