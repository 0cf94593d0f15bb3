import { WITHHOLDING_RATE_PERCENT } from '../../constants';
import { refundFactsFr } from './refund-facts';
import type { EstimatorGame } from '../../estimator/tax-rules';

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

const gameLabels: Record<EstimatorGame, string> = {
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

export const claimDeadlineFr = {
  claimBy: (date: string) => `À réclamer au plus tard le ${date}`,
  closingSoon: (days: number) => `Plus que ${plural(days, 'jour', 'jours')} pour réclamer cette année`,
  payBy: (date: string) => `Paiement au plus tard le ${date}`,
  paySoon: (days: number) => `Plus que ${plural(days, 'jour', 'jours')} pour payer cette année`,
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

export const claimFigureFr = {
  entryTitle: 'Montants de ce formulaire',
  entryLabel: (fileName: string) => `Montants de ${fileName}`,
  taxYear: 'Année d’imposition',
  selectYear: 'Choisissez une année',
  selectGame: 'Choisissez un jeu',
  save: 'Enregistrer les montants',
  saveLabel: (fileName: string) => `Enregistrer les montants de ${fileName}`,
  saved: 'Montants enregistrés',
  incomplete: 'Remplissez tous les champs pour enregistrer.',
  agentName: 'Nom de l’agent retenant l’impôt (case 12d)',
  agentNameHint: 'Habituellement le casino ou sa société exploitante.',
  agentNameRequired: 'Veuillez entrer le nom de l’agent retenant l’impôt.',
  agentEin: 'EIN de l’agent retenant l’impôt (case 12a)',
  agentEinHint: 'Neuf chiffres, comme 12-3456789.',
  einInvalid:
    'Veuillez entrer l’EIN tel qu’il figure sur le formulaire\u00a0: deux chiffres, un tiret et sept chiffres (12-3456789).',
  incomeCode: 'Code de revenu (case 1)',
  incomeCodeHint: 'Deux chiffres; 28 pour les gains de jeu.',
  incomeCodeInvalid: 'Veuillez entrer le code de revenu à deux chiffres de la case 1.',
  totalCredit: 'Crédit total de retenue ($\u00a0US)',
  totalCreditHint: 'Case 10 du formulaire 1042-S',
  creditOverIncome: 'Le crédit total de retenue ne peut pas dépasser le revenu brut (case 2).',
  noYears: 'Choisissez vos années d’imposition dans la demande pour entrer les montants de vos formulaires.',
  lossesTitle: 'Vos pertes de jeu',
  lossesIntro: `Les pertes de jeu nettes aux États-Unis d’une année réclamée réduisent l’impôt dû pour cette année. ${refundFactsFr.losses}`,
  losses: (year: string) => `Pertes nettes en ${year} ($\u00a0US)`,
  saveLosses: 'Enregistrer les pertes',
  lossesSaved: 'Pertes enregistrées',
  estimatedRefund: 'Remboursement estimé',
  noPromise,
} as const;
