import { FEES, PRODUCT_NAME, TIMINGS, WITHHOLDING_RATE_PERCENT } from '../../constants';
import { type Shape } from '../../i18n/catalogue';
import { formatUsd } from '../../i18n/format';
import { days, refundFactsFr, refundFactsFr as facts } from '../common/fr-ca';
import { type siteEn } from './en';

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

const gameLabels = {
  'slot-machine': 'Machine à sous',
  'poker-tournament': 'Tournoi de poker',
  keno: 'Keno',
  bingo: 'Bingo',
  lottery: 'Loterie',
  'sports-betting': 'Paris sportifs',
  'progressive-jackpot': 'Gros lot progressif',
  blackjack: 'Blackjack',
  baccarat: 'Baccara',
  craps: 'Craps',
  roulette: 'Roulette',
  'big-6-wheel': 'Roue de fortune (Big Six)',
  other: 'Autre',
} as const;

const noPromise =
  'Il s’agit d’une estimation, pas d’une promesse\u00a0: l’IRS fixe le montant final. L’IRS peut prendre jusqu’à 6 mois après la date d’échéance ou la date de production, selon la plus tardive, pour émettre un remboursement.';

export const estimatorFr = {
  title: 'Estimateur de remboursement',
  intro:
    'Entrez les montants de vos formulaires 1042-S pour voir à peu près combien d’impôt américain vous pourriez récupérer, quels seraient nos frais et ce qui vous resterait. Rien de ce que vous entrez n’est conservé ni envoyé.',
  formTitle: 'Vos gains',
  residence: {
    label: 'Pays de résidence fiscale',
    hint: 'Le pays où vous résidiez aux fins de l’impôt ces années-là\u00a0: il détermine ce qui vous revient.',
    canada: 'Canada',
    other: 'Un autre pays',
    rules: {
      'canada-offset':
        'En tant que résident du Canada, vous pouvez déduire de vos gains vos pertes de jeu aux États-Unis de la même année (convention fiscale entre le Canada et les États-Unis, article XXII).',
      'treaty-exempt': (article: string) =>
        `La convention fiscale entre votre pays et les États-Unis exonère les gains de jeu (${article})\u00a0: tout l’impôt fédéral retenu vous revient.`,
      'no-treaty-offset': `Seuls les résidents du Canada peuvent déduire leurs pertes de jeu. Les résidents des autres pays ne récupèrent que l’impôt retenu au blackjack, au baccara, au craps, à la roulette et à la roue de fortune, et l’impôt retenu au-delà de ${WITHHOLDING_RATE_PERCENT}\u00a0% des gains.`,
    },
  },
  yearTitle: (year: number) => `Année d’imposition ${year}`,
  addYearGroup: 'Ajouter une année d’imposition',
  addYear: (year: number) => `Ajouter ${year}`,
  removeYear: (year: number) => `Retirer ${year}`,
  winTitle: (number: number) => `Gain ${number}`,
  game: 'Jeu',
  games: gameLabels,
  winnings: 'Montant gagné ($\u00a0US)',
  winningsHint: 'Case 2 du formulaire 1042-S',
  withheld: 'Impôt fédéral retenu ($\u00a0US)',
  withheldHint: 'Case 7a du formulaire 1042-S',
  exemptGame: 'Non imposable pour les non-résidents\u00a0: l’impôt retenu sur ce gain vous revient en entier.',
  addWin: 'Ajouter un autre gain',
  removeWin: (number: number) => `Retirer le gain ${number}`,
  losses: (year: number) => `Vos pertes de jeu nettes aux États-Unis en ${year} ($\u00a0US)`,
  lossesHint: refundFactsFr.losses,
  breakdown: {
    title: (year: number) => `Notre calcul pour ${year}`,
    taxable: 'Gains imposables',
    exempt: 'Gains non imposés',
    exemptNote:
      'Blackjack, baccara, craps, roulette et roue de fortune\u00a0: l’impôt retenu sur ces jeux vous revient en entier.',
    losses: 'Pertes déductibles',
    lossesNote: (percent: number) =>
      percent < 100
        ? `Seulement ${percent}\u00a0% de vos pertes comptent pour cette année d’imposition, et jamais plus que vos gains imposables.`
        : 'Vos pertes de la même année, jamais plus que vos gains imposables.',
    lossesNotAllowed: 'Seuls les résidents du Canada peuvent déduire leurs pertes.',
    treatyExempt: 'Exonéré selon la convention fiscale entre votre pays et les États-Unis.',
    taxOwed: (percent: number) => `Impôt dû\u00a0: ${percent}\u00a0% du solde`,
    withheld: 'Impôt fédéral retenu',
    refund: 'Remboursement estimé',
    refundNote: 'L’impôt retenu moins l’impôt dû, jamais moins de zéro.',
  },
  summaryTitle: 'Votre estimation',
  yearRefund: (year: number) => `Année d’imposition ${year}`,
  totalRefund: 'Remboursement total estimé',
  hasItin: 'J’ai déjà un ITIN',
  feeTitle: 'Nos frais',
  feeTotal: 'Total des frais',
  youKeep: 'Ce qui vous reste',
  withheldOverWinnings: 'L’impôt retenu ne peut pas dépasser le montant gagné.',
  feeExceedsRefund:
    'Nos frais dépassent le remboursement estimé\u00a0: selon ces montants, une demande ne serait pas avantageuse.',
  picture: {
    title: 'Où va l’impôt retenu',
    withheld: 'Impôt retenu',
    irsKeeps: 'L’IRS garde',
    refund: 'Votre remboursement',
    fee: 'Nos frais',
    youKeep: 'Ce qui vous reste',
    feeOver: (amount: string) => `Nos frais dépassent le remboursement de ${amount}.`,
    summary: (withheld: string, irsKeeps: string, refund: string, fee: string, youKeep: string) =>
      `Sur ${withheld} retenus, l’IRS garde ${irsKeeps} et rembourse ${refund}. Après nos frais de ${fee}, il vous reste ${youKeep}.`,
  },
  howTitle: 'Comment fonctionne l’estimation',
  how: [
    `Les casinos américains retiennent ${WITHHOLDING_RATE_PERCENT}\u00a0% des gains de jeu d’un non-résident.`,
    'Seuls les résidents du Canada peuvent déduire de leurs gains leurs pertes de jeu aux États-Unis de la même année, sans descendre sous zéro (convention fiscale entre le Canada et les États-Unis, article XXII).',
    'Les gains au blackjack, au baccara, au craps, à la roulette et à la roue de fortune ne sont pas imposables pour les non-résidents\u00a0: l’impôt retenu sur ces gains vous revient en entier.',
    `L’impôt dû correspond à ${WITHHOLDING_RATE_PERCENT}\u00a0% du solde; votre remboursement est l’impôt fédéral retenu moins cet impôt.`,
    'L’impôt retenu par un État n’est pas récupéré.',
  ],
  noPromise,
} as const;

export const estimatorLinkFr = {
  cta: 'Estimer mon remboursement',
  question: 'Combien pourriez-vous récupérer?',
  body: 'Entrez les montants de votre formulaire 1042-S pour voir votre remboursement estimé, nos frais et ce qui vous reste.',
} as const;

export const siteFrCa: Shape<typeof siteEn> = {
  faq: faqFr,
  estimator: estimatorFr,
  estimatorLink: estimatorLinkFr,
};
