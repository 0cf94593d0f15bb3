import {
  CLAIM_WINDOW_YEARS,
  FEES,
  FORM_1042S_THRESHOLD_DOLLARS,
  PRODUCT_NAME,
  TIMINGS,
  WITHHOLDING_RATE_PERCENT,
} from '../../constants';
import { formatUsd } from '../../i18n/format';
import { days, weeks } from './shared';

const usd = (cents: number) => formatUsd(cents, 'fr-CA');

export const faqFr = {
  title: 'Foire aux questions',
  intro: "Des réponses claires sur le remboursement de l'impôt américain retenu sur les gains de jeu des Canadiens.",
  stillQuestions: 'Vous avez encore une question?',
  stillQuestionsBody: 'Notre équipe répond personnellement à chaque message.',
  contactUs: 'Nous joindre',
  items: {
    itin: {
      question: "Qu'est-ce qu'un ITIN?",
      answer: `Le numéro d'identification fiscal individuel (ITIN) est un numéro à neuf chiffres que l'IRS attribue aux personnes qui ont des obligations fiscales aux États-Unis, mais qui ne peuvent pas obtenir de numéro de sécurité sociale. L'IRS en a besoin pour traiter votre demande de remboursement. Si vous n'en avez pas, nous préparons la demande d'ITIN (formulaire W-7) et l'envoyons avec votre déclaration.`,
    },
    eligibility: {
      question: 'Ai-je droit à un remboursement?',
      answer: `Si vous résidez hors des États-Unis, n'avez jamais été citoyen américain ni titulaire d'une carte verte, et qu'un casino américain a retenu ${WITHHOLDING_RATE_PERCENT} % d'impôt sur vos gains de jeu, une partie peut vous revenir. Les résidents du Canada peuvent déduire de leurs gains les pertes de jeu de la même année (convention fiscale entre le Canada et les États-Unis, article XXII), ce qui permet souvent de récupérer la majeure partie, voire la totalité, de l'impôt retenu. Les résidents des autres pays ne peuvent pas déduire leurs pertes : ils ne récupèrent que l'impôt retenu au blackjack, au baccara, au craps, à la roulette et à la roue de fortune, et l'impôt retenu au-delà de ${WITHHOLDING_RATE_PERCENT} % des gains.`,
    },
    priorYears: {
      question: 'Puis-je réclamer des gains des années précédentes?',
      answer: `Oui. Une demande de remboursement peut remonter jusqu'à ${CLAIM_WINDOW_YEARS} ans : elle doit parvenir à l'IRS dans les ${CLAIM_WINDOW_YEARS} ans suivant la date d'échéance de la déclaration, soit le 15 juin de l'année suivant votre gain. Notre formulaire indique exactement les années d'imposition encore admissibles, et vous pouvez en réclamer plusieurs à la fois.`,
    },
    cost: {
      question: 'Combien ça coûte?',
      // A getter: the amount is formatted when read (see formatUsd).
      get answer() {
        return `Nos frais de demande de base sont de ${usd(FEES.baseApplicationCents)}, facturés une fois votre demande remplie, avant la production. Si vous avez besoin d'un ITIN, le traitement de l'ITIN ajoute ${usd(FEES.itinProcessingCents)}. Chaque formulaire 1042-S au-delà du premier coûte ${usd(FEES.additional1042sCents)}, et la récupération d'un formulaire manquant coûte ${usd(FEES.missingFormRetrievalCents)} par formulaire. Si votre demande est refusée, nous vous remboursons nos frais.`;
      },
    },
    timing: {
      question: 'Combien de temps cela prend-il?',
      answer: `La demande prend environ ${TIMINGS.applicationMinutes} minutes. Après votre paiement, notre équipe révise votre dossier d'ici ${days(TIMINGS.reviewAfterPaymentBusinessDays)} ouvrables et vous envoie vos formulaires à signer. Une fois que l'IRS a reçu votre déclaration signée, le remboursement arrive habituellement en ${weeks(TIMINGS.refundWeeksMarketing)}.`,
    },
    payout: {
      question: 'Comment vais-je recevoir mon remboursement?',
      answer: `L'IRS vous envoie votre remboursement par la poste, sous forme de chèque en dollars américains, à l'adresse inscrite sur votre déclaration. Il arrive habituellement ${weeks(TIMINGS.refundWeeksMarketing)} après la réception de vos formulaires signés par l'IRS, et vous pouvez suivre chaque étape dans votre compte ${PRODUCT_NAME}.`,
    },
    lost1042s: {
      question: "Que faire si j'ai perdu mon formulaire 1042-S?",
      get answer() {
        return `Les casinos délivrent un formulaire 1042-S pour les gains de ${FORM_1042S_THRESHOLD_DOLLARS} $ US ou plus sur lesquels de l'impôt a été retenu, et ils peuvent en produire une nouvelle copie. Décrivez chaque formulaire manquant dans la demande (date, casino, montant) et nous en demanderons une copie pour vous, au coût de ${usd(FEES.missingFormRetrievalCents)} par formulaire.`;
      },
    },
    dataSafety: {
      question: 'Mes renseignements personnels sont-ils protégés?',
      answer: `Oui. Vos données circulent sur des connexions chiffrées, et les renseignements sensibles comme votre ITIN, votre date de naissance, votre numéro de téléphone et votre adresse sont chiffrés de nouveau avant d'être conservés. Seuls vous et notre personnel autorisé y avez accès, et nous les traitons conformément à la loi canadienne sur la protection des renseignements personnels (LPRPDE), comme l'explique notre politique de confidentialité.`,
    },
    documents: {
      question: 'De quels documents ai-je besoin?',
      answer: `Il vous faut votre formulaire 1042-S (le relevé fiscal remis par le casino) et une pièce d'identité avec photo délivrée par un gouvernement. Si vous les avez, un registre de vos pertes de jeu et votre ITIN actuel sont aussi utiles. Vous téléversez le tout en toute sécurité à partir de votre compte.`,
    },
    rejection: {
      question: 'Que se passe-t-il si ma demande est refusée?',
      answer: `Nous sommes confiants dans notre travail : si l'IRS refuse votre demande de remboursement, nous vous remboursons nos frais en entier. C'est notre garantie de remboursement.`,
    },
  },
} as const;
