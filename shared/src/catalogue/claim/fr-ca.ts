import { CLAIM_DEADLINE, TIMINGS } from '../../constants';
import { type Shape } from '../../i18n/catalogue';
import { refundFactsFr } from '../common/fr-ca';
import { type claimEn, type screeningCopy } from './en';

/** Le nombre d'années que la fenêtre de réclamation contient, en lettres. */
const YEAR_WORDS_FR: readonly string[] = ['aucune', 'une', 'deux', 'trois', 'quatre', 'cinq'];

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

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

export const claimDeadlineFr = {
  claimBy: (date: string) => `À réclamer au plus tard le ${date}`,
  closingSoon: (days: number) => `Plus que ${plural(days, 'jour', 'jours')} pour réclamer cette année`,
  payBy: (date: string) => `Paiement au plus tard le ${date}`,
  paySoon: (days: number) => `Plus que ${plural(days, 'jour', 'jours')} pour payer cette année`,
} as const;

const noPromise =
  'Il s’agit d’une estimation, pas d’une promesse\u00a0: l’IRS fixe le montant final. L’IRS peut prendre jusqu’à 6 mois après la date d’échéance ou la date de production, selon la plus tardive, pour émettre un remboursement.';

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

/** Pour qui nous produisons la déclaration : questions de résidence, refus en mots simples, faible remboursement. */
export const screeningFr: typeof screeningCopy = {
  title: 'Votre résidence et votre statut',
  intro:
    'Nous produisons la déclaration américaine pour les personnes qui ne sont pas résidentes des États-Unis aux fins de l’impôt. Ces questions nous disent, avant tout paiement, si nous pouvons le faire pour vous.',
  country: 'Dans quel pays résidez-vous aux fins de l’impôt?',
  countryHint:
    'Le pays où vous payez l’impôt sur le revenu comme résident. Pour la plupart de nos clients, c’est le Canada.',
  selectCountry: 'Choisissez un pays',
  countryInvalid: 'Veuillez choisir un pays dans la liste.',
  citizen: 'Avez-vous déjà été citoyen américain ou titulaire d’une carte verte (résidence permanente aux États-Unis)?',
  yes: 'Oui',
  no: 'Non',
  marital: 'Êtes-vous marié?',
  maritalHelp: 'Pourquoi cette question?',
  maritalHelpBody:
    'Elle fixe l’état civil de votre déclaration\u00a0: célibataire, ou marié produisant une déclaration distincte. Un non-résident ne peut pas produire de déclaration conjointe.',
  maritalStatuses: { unmarried: 'Non (célibataire, divorcé ou veuf)', married: 'Oui, je suis marié' },
  daysTitle: 'Jours passés aux États-Unis',
  daysIntro:
    'Comptez chaque jour passé aux États-Unis, même en partie\u00a0: voyages, magasinage, vacances, hivers. Les tampons de votre passeport ou vos relevés de voyage vous aideront.',
  daysHelp: 'Pourquoi cette question?',
  daysHelpBody:
    'L’IRS vous considère comme résident des États-Unis pour une année si vous y avez passé au moins 31 jours cette année-là et si les jours de cette année, plus le tiers de ceux de l’année précédente, plus le sixième de ceux de l’année d’avant, atteignent 183. Nous le vérifions pour chaque année réclamée.',
  days: (year: string) => `Jours aux États-Unis en ${year}`,
  daysInvalid: 'Veuillez entrer un nombre de jours entre 0 et le nombre de jours de cette année.',
  form8840: (year: string) =>
    `Avez-vous produit à temps le formulaire 8840 (Closer Connection Exception Statement) pour ${year}?`,
  form8840Help: 'Qu’est-ce que le formulaire 8840?',
  form8840HelpBody:
    'Les Canadiens qui passent de longues périodes aux États-Unis, comme l’hiver, envoient le formulaire 8840 à l’IRS au plus tard le 15 juin de l’année suivante pour rester non-résidents. Répondez oui seulement s’il a été produit à temps pour cette année.',
  returnFiled: (year: string) =>
    `Vous, ou quelqu’un pour vous, avez-vous déjà produit une déclaration de revenus américaine pour ${year}?`,
  returnFiledHint:
    'Par exemple un formulaire 1040-NR que vous avez produit vous-même ou qu’un autre préparateur a produit pour vous.',
  ssn: 'Pourriez-vous obtenir un numéro de sécurité sociale américain (SSN)?',
  ssnHelp: 'Comment le savoir?',
  ssnHelpBody:
    'Les personnes autorisées à travailler aux États-Unis, par exemple avec un visa de travail américain, peuvent obtenir un SSN. La plupart des visiteurs, comme les Canadiens en voyage, ne le peuvent pas. L’IRS n’attribue un ITIN qu’aux personnes qui ne peuvent pas obtenir de SSN.',
  answerAll: 'Répondez à toutes les questions pour continuer.',
  refusedTitle: 'Nous ne pouvons pas produire votre déclaration',
  otherYears: 'Vous pouvez retirer cette année de votre demande et continuer avec les autres.',
  refusals: {
    'facts-missing': (year: string) =>
      `Il nous manque encore vos réponses sur votre résidence et votre statut pour ${year}.`,
    'us-citizen-or-green-card': () =>
      'Nous ne produisons de déclaration que pour les personnes qui n’ont jamais été citoyennes américaines ni titulaires d’une carte verte. Un citoyen américain ou un titulaire de carte verte produit une autre déclaration, que nous ne préparons pas.',
    'us-tax-resident': () =>
      'Vous nous avez dit résider aux États-Unis aux fins de l’impôt. Nous ne produisons de déclaration que pour les non-résidents.',
    'substantial-presence': (year: string) =>
      `Vous avez passé assez de jours aux États-Unis pour être considéré comme résident en ${year} (le critère de présence substantielle de l’IRS), et aucun formulaire 8840 n’a été produit à temps pour vous garder non-résident. Nous ne pouvons pas produire de déclaration de non-résident pour ${year}.`,
    'ssn-eligible': () =>
      'Vous pouvez obtenir un numéro de sécurité sociale américain\u00a0: l’IRS ne vous attribuera donc pas d’ITIN, et nous ne pouvons pas en demander un pour vous.',
    'return-already-filed': (year: string) =>
      `Une déclaration américaine a déjà été produite pour ${year}. La modifier demande une déclaration modifiée, que nous ne préparons pas.`,
  },
  answersMissing:
    'Veuillez répondre aux questions sur votre résidence et votre statut à l’étape 2 de votre demande avant de payer.',
  lowRefundTitle: 'Votre remboursement estimé est inférieur à nos frais',
  lowRefundBody: (refund: string, fee: string) =>
    `Nous estimons votre remboursement à ${refund}, et nos frais sont de ${fee}\u00a0: vous paieriez plus que ce que vous recevriez.`,
  lowRefundConfirm: 'Je comprends que mon remboursement estimé est inférieur aux frais, et je veux continuer.',
  lowRefundUnconfirmed:
    'Votre remboursement estimé est inférieur à nos frais. Veuillez confirmer sur la page de paiement que vous voulez continuer.',
};

export const claimFrCa: Shape<typeof claimEn> = {
  application: {
    yearInvalid: 'Veuillez choisir une année d’imposition dans la liste',
    yearNotClaimable: 'Cette année d’imposition ne peut plus faire l’objet d’une demande, ou pas encore.',
    answerRequired: 'Veuillez répondre à cette question',
    incomplete: 'Votre demande n’est pas encore complète. Veuillez répondre à chaque étape.',
    itinRequired: 'Veuillez entrer votre ITIN à 9 chiffres, ou répondre que vous n’en avez pas.',
    lossYearOutside: 'Les pertes ne peuvent être inscrites que pour les années d’imposition de cette demande.',
    missingFormYearOutside:
      'La date d’un formulaire manquant doit tomber dans l’une des années d’imposition de cette demande.',
    formYearOutside:
      'Chaque formulaire 1042-S doit porter sur l’une des années d’imposition de cette demande. Choisissez de nouveau son année, ou ajoutez cette année à la demande.',
    entryRepeated: 'La même entrée figure deux fois. Veuillez recharger la page et réessayer.',
    tooManyYears: 'Trop d’années d’imposition ont été envoyées.',
    tooLarge:
      'Vos réponses sont trop longues pour être enregistrées. Veuillez raccourcir l’information supplémentaire.',
    saveFailedTitle: 'Erreur',
    saveFailed: 'Échec de l’enregistrement de votre progression. Veuillez réessayer.',
    claimInProgress:
      'Vous avez déjà une demande en cours. Poursuivez-la (ou réglez-la) avant d’en commencer une nouvelle.',
    yearAlreadyClaimed: (years: string) =>
      `L’année d’imposition ${years} fait déjà partie d’une autre de vos demandes. Une année ne peut être demandée qu’une fois.`,
  },
  step1: {
    title: 'Commençons.',
    subtitle: 'Veuillez remplir les renseignements suivants.',
    confirm: 'Continuer',
    missingFieldsTitle: 'Veuillez remplir tous les champs obligatoires',
    missingFieldsBody: 'Il nous faut tous ces renseignements pour poursuivre votre demande.',
    sessionExpiredTitle: 'Session expirée',
    sessionExpiredBody: 'Veuillez vous reconnecter pour continuer.',
    saveFailed: 'Échec de l’enregistrement de vos renseignements.',
    saveFailedRetry: 'Échec de l’enregistrement de vos renseignements. Veuillez réessayer.',
  },
  wizard: {
    progressLabel: 'Progression de la demande',
    stepHeader: (number: number, total: number, name: string) => `Étape ${number} sur ${total} · ${name}`,
    continue: 'Continuer',
    saveAndExit: 'Enregistrer et quitter',
    answersSaved:
      'Vos réponses sont enregistrées au fur et à mesure\u00a0: retrouvez-les quand vous voulez à partir de votre compte.',
    continueBlocked: 'Nous ne pouvons pas poursuivre cette demande\u00a0: voyez le message ci-dessus.',
    feeSoFar: (amount: string) => `Vos frais jusqu’ici\u00a0: ${amount}`,
    loadFailed: 'Impossible de charger votre demande. Veuillez réessayer.',
    locked: {
      title: 'Cette demande est entre les mains de notre équipe',
      body: 'Ses réponses ont été payées et ne peuvent plus être modifiées ici. Si une correction est nécessaire, écrivez-nous\u00a0: nous pourrons la rouvrir pour vous.',
      viewStatus: 'Voir l’état du remboursement',
      account: 'Vos demandes',
    },
    itin: {
      stepName: 'Votre ITIN',
      title: 'Avez-vous un numéro d’identification fiscal individuel (ITIN)?',
      whatIsIt: 'Qu’est-ce qu’un ITIN?',
      whatIsItBody:
        'L’ITIN est un numéro de traitement fiscal attribué par l’IRS aux personnes qui ont besoin d’un numéro de contribuable américain, mais qui ne peuvent pas obtenir de numéro de sécurité sociale.',
      note: 'Pas d’inquiétude si vous n’en avez pas\u00a0: nous vous aiderons à l’obtenir.',
      yes: 'Oui, j’ai un ITIN',
      no: 'Non, je n’ai pas d’ITIN',
      activeQuestion: 'Est-il actif (non expiré)?',
      howDoIKnow: 'Comment le savoir?',
      howDoIKnowBody:
        'Un ITIN expire s’il n’a pas servi dans une déclaration de revenus américaine pendant trois ans ou, dans certains cas, s’il a été attribué avant 2013.',
      active: 'Oui, il est actif',
      inactive: 'Non, il n’est pas actif',
      numberLabel: 'Veuillez entrer votre ITIN',
      numberWhy: 'L’IRS traite votre déclaration sous ce numéro. Nous le conservons chiffré.',
      missingAnswer: 'Indiquez si vous avez un ITIN pour continuer.',
      missingActive: 'Indiquez si votre ITIN est actif pour continuer.',
      missingNumber: 'Entrez votre ITIN pour continuer.',
      missingSsn: 'Répondez à la question sur le numéro de sécurité sociale pour continuer.',
      lastFiledLabel:
        'La dernière année d’imposition pour laquelle vous avez produit une déclaration américaine avec cet ITIN (facultatif)',
      lastFiledHint:
        'Un ITIN qui n’a servi dans aucune déclaration fédérale américaine pendant trois années d’imposition de suite expire le 31 décembre de l’année suivante\u00a0: nous le renouvelons alors avec votre déclaration (formulaire W-7), au prix de la ligne ITIN des frais.',
      renewal:
        'Votre ITIN doit être renouvelé\u00a0: nous préparons un formulaire W-7 de renouvellement avec votre déclaration.',
      passportGuidance:
        'Pour un ITIN (formulaire W-7), l’IRS n’accepte que votre passeport original, une copie certifiée conforme par l’organisme qui l’a délivré, ou la vérification du passeport par un agent d’acceptation certificateur (Certifying Acceptance Agent); une photocopie ou une copie notariée n’est pas acceptée. Téléversez ici une numérisation de la page photo de votre passeport pour que nous préparions le formulaire\u00a0: nous vous dirons comment envoyer l’original ou la copie certifiée lorsque le formulaire sera prêt à signer.',
    },
    years: {
      stepName: 'Années d’imposition',
      title: 'Pour quelle(s) année(s) faites-vous la demande?',
      missingYear: 'Choisissez au moins une année pour continuer.',
      note: (years: number) =>
        `Vous pouvez réclamer jusqu’à ${YEAR_WORDS_FR[years] ?? years} années d’imposition\u00a0: celles ci-dessous sont encore ouvertes.`,
      closed: (lastDay: string, deadline: string) =>
        `Fermée\u00a0: nous avons accepté le paiement pour cette année jusqu’au ${lastDay}, ${CLAIM_DEADLINE.lastPaymentDaysBefore} jours avant sa date limite de réclamation du ${deadline}, pour laisser le temps de préparer, signer et poster la déclaration.`,
      alreadyClaimed: 'Déjà dans une autre demande',
      seeClaim: (year: string) => `Voir la demande pour ${year}`,
    },
    formsOnHand: {
      stepName: 'Vos relevés fiscaux',
      title: 'Avez-vous en main tous les relevés fiscaux de vos casinos?',
      missingAnswer: 'Choisissez oui ou non pour continuer.',
      perMissingForm: (amount: string) => `+${amount} par formulaire manquant`,
      help: 'Qu’est-ce que le formulaire 1042-S?',
      get helpBody() {
        return `Le formulaire 1042-S est le relevé fiscal que les casinos américains remettent aux joueurs non américains. Il indique vos gains et l’impôt retenu. ${refundFactsFr.thresholds}`;
      },
      yes: 'Oui, j’ai tous mes formulaires',
      no: 'Non, il en manque',
    },
    winnings: {
      stepName: 'Vos gains',
      title: 'Que disent vos formulaires 1042-S?',
      intro:
        'Entrez les montants de chaque formulaire 1042-S que vous avez en main et vos pertes de chaque année : nous affichons votre remboursement estimé avant que vous payiez.',
      formTitle: (number: number) => `Formulaire 1042-S ${number}`,
      add: 'Ajouter un formulaire 1042-S',
      remove: (number: number) => `Retirer le formulaire 1042-S ${number}`,
      incomplete: 'Remplissez chaque champ de chaque formulaire, ou retirez-le, pour continuer.',
      noForms:
        'Aucun montant pour l’instant : votre remboursement reste « Pas encore estimé » tant que vous ne les ajoutez pas.',
      estimateTitle: 'Votre remboursement estimé',
    },
    missingForms: {
      stepName: 'Formulaires manquants',
      title: 'Parlez-nous de vos formulaires manquants',
      fixYears: 'Corrigez la date qui tombe hors des années réclamées pour continuer.',
      price: (amount: string) => `Chaque formulaire que nous demandons ajoute ${amount} aux frais.`,
      intro:
        'Nous demanderons une copie de chaque formulaire 1042-S manquant. Décrivez chaque gain pour lequel vous n’avez pas de formulaire.',
      entryTitle: (number: number) => `Formulaire ${number}`,
      date: 'Date du gain',
      winType: 'Type de gain',
      selectWinType: 'Choisissez un type',
      amountWon: 'Montant gagné ($\u00a0US)',
      withholding: 'Impôt retenu ($\u00a0US, facultatif)',
      amountInvalid: 'Veuillez entrer un montant en dollars, par exemple 1250,00',
      city: 'Ville',
      casino: 'Casino',
      selectCasino: 'Choisissez un casino',
      otherCasino: 'Autre',
      casinoOther: 'Nom du casino',
      playerCardNumber: 'Numéro de carte de joueur (facultatif)',
      additionalInfo: 'Renseignements supplémentaires (facultatif)',
      add: 'Ajouter un autre formulaire',
      remove: (number: number) => `Retirer le formulaire ${number}`,
      describeOne:
        'Entrez une date, un type de gain, un montant ou une ville pour au moins un formulaire afin de continuer.',
      winTypes: {
        'tournament-payout': 'Gain de tournoi',
        'cash-game-jackpot': 'Gros lot en partie libre',
        'slot-machine': 'Machine à sous',
        'table-game': 'Jeu de table',
        'poker-cash-game': 'Poker en partie libre',
        'sports-betting': 'Paris sportifs',
        lottery: 'Loterie',
        bingo: 'Bingo',
        keno: 'Keno',
        'progressive-jackpot': 'Gros lot progressif',
        other: 'Autre',
      },
    },
    upload: {
      stepName: 'Vos documents',
      title: 'Passons au traitement de vos formulaires',
      body: 'Téléversez vos formulaires 1042-S et votre passeport (PDF, JPG ou PNG, 10 Mo maximum chacun).',
      formsSlot: 'Formulaire 1042-S',
      formsSlotHint: 'Chaque formulaire 1042-S remis par les casinos\u00a0: un fichier par formulaire.',
      idSlot: 'Pièce d’identité avec photo\u00a0: votre passeport',
      uploaded: (count: number) =>
        count === 0 ? 'Aucun fichier pour l’instant' : `${count} ${count > 1 ? 'téléversés' : 'téléversé'} ✓`,
      uploadForms: 'Téléverser un formulaire 1042-S',
      uploadId: 'Téléverser votre passeport',
      later: 'Vous pourrez aussi les téléverser plus tard à partir de votre compte.',
    },
    delivery: {
      stepName: 'Envoi des formulaires',
      title: 'Comment voulez-vous recevoir vos formulaires?',
      missingChoice: 'Choisissez comment recevoir vos formulaires pour continuer.',
      choices: { email: 'Par courriel', mail: 'Par la poste', both: 'Par courriel et par la poste' },
      formsToSign: 'Les formulaires que vous signerez',
      whatFormsIntro: 'Nous préparons ces formulaires officiels de l’IRS pour que vous les signiez à l’encre\u00a0:',
      powerOfAttorneyPlain:
        'La procuration (formulaire 2848) permet à notre préparateur de traiter avec l’IRS en votre nom au sujet de cette déclaration seulement, pour les années d’imposition qu’elle nomme.',
      forms: {
        itinApplication: 'Demande d’ITIN (formulaire W-7)',
        powerOfAttorney: 'Procuration (formulaire 2848)',
        return1040nr: 'Déclaration de revenus des non-résidents des États-Unis (déclaration 1040-NR)',
      },
      addressTitle: 'Adresse de livraison',
      noAddress: 'Aucune adresse au dossier pour le moment.',
      edit: 'Modifier',
      country: 'Pays',
      provinceOrState: 'Province ou État',
      postalOrZip: 'Code postal ou ZIP',
      addressUpdated: 'Adresse mise à jour',
      addressFailed: 'Échec de la mise à jour de l’adresse. Veuillez réessayer.',
    },
    done: {
      stepName: 'Vérifier et payer',
      title: 'Votre demande est prête\u00a0: il reste à payer',
      body: 'Vérifiez vos réponses, puis continuez pour payer les frais afin que notre équipe prépare vos formulaires. Vous pouvez suivre chaque étape sur la page État du remboursement.',
      answersTitle: 'Vos réponses',
      edit: 'Modifier',
      editLabel: (what: string) => `Modifier\u00a0: ${what}`,
      years: 'Années d’imposition',
      forms: 'Formulaires 1042-S',
      formsValue: (typed: number, missing: number) =>
        `${typed} ${typed > 1 ? 'entrés' : 'entré'}${missing > 0 ? `, ${missing} ${missing > 1 ? 'manquants' : 'manquant'} à demander` : ''}`,
      itin: 'ITIN',
      itinValues: {
        active: 'Vous avez un ITIN actif',
        renewal: 'Nous renouvelons votre ITIN (formulaire W-7)',
        application: 'Nous demandons votre ITIN (formulaire W-7)',
      },
      delivery: 'Envoi des formulaires',
      notChosen: 'Pas encore choisi',
      estimate: 'Remboursement estimé',
      feeTitle: 'Votre total, détaillé',
      youKeep: 'Ce qui vous reste',
      refundStatusLink: 'Voir l’état de votre remboursement',
      finish: 'Continuer vers le paiement',
      finishing: 'Finalisation...',
    },
  },
  refundStatus: {
    title: 'État du remboursement',
    summaryTitle: 'Résumé de la demande',
    status: 'Statut',
    taxYears: 'Années d’imposition',
    noYears: 'Pas encore choisies',
    statuses: statusLabelsFr,
    shownStatuses: {
      draft: 'Demande non terminée',
      ready_for_payment: 'Prête pour le paiement',
      reopened: 'Rouverte\u00a0: révisez vos réponses',
      balance_due: 'Solde à payer',
      in_review: 'Payée\u00a0: nous révisons votre demande',
      forms_sent: 'Formulaires envoyés\u00a0: à signer et à retourner',
      forms_received: 'Formulaires signés reçus',
      submitted_to_irs: 'Transmise à l’IRS',
      approved_by_irs: 'Traitée par l’IRS',
      refund_issued: 'Remboursement émis',
      rejected: 'Demande fermée',
    },
    notEstimated: 'Pas encore estimé\u00a0: ajoutez les montants de vos formulaires 1042-S',
    action: {
      title: 'Action requise',
      noneTitle: 'Rien à faire pour le moment',
      bodies: {
        continue_application: 'Votre demande n’est pas terminée. Reprenez-la là où vous étiez rendu.',
        pay: 'Votre demande est remplie. Payez les frais pour que nous préparions vos formulaires.',
        review_answers:
          'Notre équipe a rouvert votre demande pour que vous puissiez modifier vos réponses. Révisez-les, puis terminez de nouveau.',
        pay_balance:
          'Vos nouvelles réponses ajoutent du travail à votre demande. Payez le solde pour que nous poursuivions.',
        sign_authorisation:
          'Signez l’autorisation pour que nous demandions aux casinos vos formulaires 1042-S manquants. Nous ne pouvons pas continuer sans elle.',
        sign_and_mail_forms:
          'Vos formulaires officiels de l’IRS sont prêts. Imprimez-les, signez-les à l’encre et postez-nous les originaux signés.',
        upload_documents:
          'Il nous manque vos documents\u00a0: téléversez vos formulaires 1042-S et une photo de votre passeport.',
        none: `Nous traitons votre demande et tenons cette page à jour. ${refundFactsFr.timing}`,
      },
      payBalanceAmount: (amount: string) => `Payer le solde\u00a0: ${amount}`,
      buttons: {
        continue_application: 'Poursuivre ma demande',
        pay: 'Payer maintenant',
        review_answers: 'Réviser mes réponses',
        pay_balance: 'Payer le solde',
        sign_authorisation: 'Signer l’autorisation',
        sign_and_mail_forms: 'Voir les formulaires à signer',
        upload_documents: 'Téléverser mes documents',
        none: 'Voir l’état',
      },
    },
    journeyTitle: 'Les étapes de votre remboursement',
    steps: {
      application_started: 'Demande commencée',
      application_completed: 'Demande remplie',
      under_review: 'En révision',
      forms_sent: 'Formulaires envoyés\u00a0: à signer et à retourner',
      signed_forms_received: 'Formulaires signés reçus',
      passport_received: 'Passeport original reçu',
      passport_returned: 'Passeport original retourné',
      forms_requested: 'Formulaires manquants demandés',
      submitted_to_irs: 'Transmise à l’IRS',
      approved_by_irs: 'Approuvée par l’IRS',
      refund_issued: 'Remboursement émis',
    },
    stepNotes: { approved_by_irs: refundFactsFr.approvedByIrs },
    completed: 'Terminé',
    pending: 'En attente',
    awaitingPayment: 'En attente du paiement',
    on: (date: string) => `le ${date}`,
    payments: {
      fee: 'Paiement initial',
      balance: 'Paiement du solde',
      paid: 'Payé',
      refunded: 'Remboursé',
      refundedOn: (date: string) => `remboursé le ${date}`,
      explanations: {
        fee: 'Nos frais pour préparer et produire votre demande.',
        balance:
          'Le travail ajouté par vos nouvelles réponses (plus de formulaires, une demande d’ITIN ou la récupération d’un formulaire).',
      },
    },
    noApplication: 'Aucune demande trouvée.',
    noApplicationBody: `Commencez votre demande\u00a0: cela prend environ ${TIMINGS.applicationMinutes} minutes.`,
    startApplication: 'Commencer ma demande',
    formsToSign: {
      title: 'Formulaires officiels de l’IRS à signer',
      intro:
        'Nous avons préparé pour vous ces formulaires officiels de l’IRS. Ce sont les seuls documents que vous signez\u00a0: notre feuille de travail n’est pas à signer.',
      names: {
        w7: 'Formulaire W-7 (demande d’ITIN)',
        '1040nr': 'Formulaire 1040-NR (déclaration de non-résident américaine)',
        '2848': 'Formulaire 2848 (procuration)',
        '8821': 'Formulaire 8821 (autorisation de communication de renseignements fiscaux)',
      },
      forYear: (form: string, year: string) => `${form}, année d’imposition ${year}`,
      download: 'Télécharger',
      downloadLabel: (file: string) => `Télécharger ${file}`,
      downloadFailed: 'Échec du téléchargement du formulaire',
      howTitle: 'Comment les signer et nous les retourner',
      steps: [
        'Imprimez chaque formulaire sur papier, en taille réelle. N’y changez rien.',
        'Signez chaque formulaire à l’encre, à la main, à l’endroit où le formulaire demande votre signature (une signature électronique ou dactylographiée n’est pas acceptée), et inscrivez la date à côté.',
        'Le formulaire W-7 exige une preuve d’identité\u00a0: votre passeport original, ou une copie certifiée conforme par l’organisme qui l’a délivré (le bureau des passeports), ou un rendez-vous avec un agent d’acceptation certificateur (Certifying Acceptance Agent), qui vérifie le passeport et vous le rend. Une photocopie ou une copie notariée n’est pas acceptée. Un passeport original que nous recevons vous est retourné par la poste, et votre demande indique quand il arrive et quand il repart.',
        'Téléversez dans votre demande une numérisation ou une photo des pages signées, pour que nous les vérifiions avant que vous les postiez.',
      ],
      mailTo: (address: string) => `Postez ensuite les originaux signés à\u00a0: ${address}`,
      mailToUnknown:
        'Postez ensuite les originaux signés à l’adresse que nous vous indiquons dans les messages de votre compte.',
      uploadScan: 'Téléverser une numérisation des formulaires signés',
      received: (date: string) => `Formulaires signés reçus le ${date}.`,
      waiting: 'Nous n’avons pas encore reçu vos originaux signés.',
    },
  },
  lifecycle: {
    answersFrozen:
      'Cette demande est payée\u00a0: ses réponses ne peuvent plus être modifiées. Écrivez-nous si une correction est nécessaire.',
    documentsFrozen:
      'Cette demande est payée\u00a0: aucun autre formulaire 1042-S ne peut y être ajouté. Écrivez-nous s’il manque un formulaire.',
    claimClosed: 'Cette demande est fermée\u00a0: aucun autre document ne peut y être ajouté.',
    alreadyPaid: 'Cette demande est déjà payée et entre les mains de notre équipe.',
    notPayable: 'Cette demande n’a rien à payer pour le moment.',
    notAwaitingPayment: 'Cette demande n’est pas en attente de paiement.',
    cannotReopen: 'Seule une demande payée et non terminée peut être rouverte.',
    balanceUnpaid:
      'Cette demande doit encore un solde pour ses réponses modifiées. Elle pourra continuer une fois ce solde payé par le client.',
    notPaidYet: 'Cette demande n’est pas encore payée.',
    formsAwaitChanges:
      'Cette demande a été rouverte\u00a0: ses formulaires pourront être préparés une fois ses modifications terminées et payées.',
    statusNotAllowed: 'Ce changement de statut n’est pas permis à partir du statut actuel.',
    stepOutOfOrder:
      'Cette étape est hors de l’ordre prévu\u00a0: enregistrez d’abord les étapes qui la précèdent (ou, pour l’annuler, annulez d’abord les suivantes), ou donnez une raison pour passer outre.',
    stepNotOnClaim: 'Cette étape ne fait pas partie des étapes de cette demande.',
    overrideReasonTooLong: (max: number) => `La raison peut compter au plus ${max}\u00a0caractères.`,
    estimateNoteRequired:
      'Une estimation de remboursement saisie à la main doit être accompagnée d’une note indiquant d’où vient le montant.',
    yearsClaimedAgain:
      'Une autre demande de ce client détient maintenant une année d’imposition de cette demande refusée\u00a0: elle ne peut pas être réactivée.',
    otherClaimInProgress:
      'Ce client remplit ou paie une autre demande. Rouvrez celle-ci une fois cette demande payée ou refusée.',
    changedSinceQuote:
      'Votre demande a changé depuis que ce prix a été établi. Veuillez vérifier le nouveau prix et payer de nouveau.',
    freeRedemptionLost: 'Cette demande a été payée ou modifiée au même moment. Veuillez recharger la page.',
  },
  statusLabels: statusLabelsFr,
  claimDeadline: claimDeadlineFr,
  claimFigures: claimFigureFr,
  screening: screeningFr,
};
