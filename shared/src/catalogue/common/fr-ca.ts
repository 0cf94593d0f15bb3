import { CLAIM_WINDOW_YEARS, PRODUCT_NAME, TIMINGS } from '../../constants';
import { type Shape } from '../../i18n/catalogue';
import { formatUsd } from '../../i18n/format';
import { REPORTING_THRESHOLDS } from '../../reference/reporting-thresholds';
import { type commonEn, type refundFactsCopy } from './en';

/** "5-10" days as "5 à 10 jours". */
export const days = (range: string) => `${range.replace('-', ' à ')} jours`;

/** The team, as French mail and messages name it. */
export const TEAM_NAME_FR = `l’équipe ${PRODUCT_NAME}`;

const usd = (dollars: number) => formatUsd(dollars * 100, 'fr-CA', { wholeDollars: true });
const { before, from } = REPORTING_THRESHOLDS;

export const refundFactsFr: typeof refundFactsCopy = {
  timing: `L’IRS demande de prévoir jusqu’à ${TIMINGS.irsRefundAllowanceMonths} mois à compter de la date d’échéance de la déclaration (le 15 juin suivant l’année d’imposition) ou de la date de sa production, selon la plus tardive, pour un remboursement. Si vous avez besoin d’un nouvel ITIN, l’IRS le délivre d’abord, ce qui ajoute du temps.`,
  timingShort: `L’IRS prévoit jusqu’à ${TIMINGS.irsRefundAllowanceMonths} mois à compter du 15 juin suivant l’année d’imposition, ou de la date de production si elle est plus tardive`,
  payment:
    'Le Trésor américain élimine graduellement les chèques de remboursement papier (décret présidentiel 14247, à compter du 30 septembre 2025, dans la mesure permise par la loi, des exceptions restant à préciser). L’IRS préfère verser un remboursement dans un compte bancaire; sans compte où il peut le verser, il pourrait vous écrire avant de payer, ce qui prend plus de temps. Nous vous disons ce qu’il demande et vous aidons à répondre.',
  paymentShort:
    'Versé par l’IRS, de préférence dans un compte bancaire\u00a0: les chèques papier sont en voie d’élimination',
  get thresholds() {
    return `Un casino remet à un non-résident un formulaire 1042-S pour un gain qu’il doit déclarer à l’IRS. Pour les gains payés jusqu’en ${before.lastYear}, il s’agit de ${usd(before.slotsAndBingoDollars)} ou plus à une machine à sous ou au bingo, de ${usd(before.kenoDollars)} ou plus au keno (moins la mise), de plus de ${usd(before.pokerTournamentAboveDollars)} à un tournoi de poker (moins le droit d’entrée) et de ${usd(before.otherGames.dollars)} ou plus aux autres jeux lorsque le gain atteint au moins ${before.otherGames.timesWager} fois la mise. Pour les gains payés en ${from.firstYear}, le montant des machines à sous et du bingo est de ${usd(from.slotsAndBingoDollars)}. Les gains au blackjack, au baccara, au craps, à la roulette et à la roue de fortune (Big Six) ne sont pas imposés pour les non-résidents et ne donnent lieu à aucun formulaire.`;
  },
  moneyBack:
    'Remboursement de nos frais\u00a0: si nous ne pouvons pas produire votre demande, ou si l’IRS refuse de traiter la déclaration que nous avons préparée, nous vous remboursons nos frais en entier, selon nos conditions.',
  moneyBackBody:
    'Si nous ne pouvons pas produire votre demande, ou si l’IRS refuse de traiter la déclaration que nous avons préparée, nous vous remboursons nos frais en entier, selon nos conditions.',
  moneyBackShort: 'Nos frais remboursés si nous ne pouvons pas produire votre demande',
  approvedByIrs: 'L’IRS a traité votre déclaration et établi le remboursement qu’il vous doit.',
  losses:
    'Vos pertes de jeu nettes aux États-Unis cette année-là\u00a0: ce que vous avez perdu moins ce que vous avez gagné, selon les relevés de gains et pertes des casinos. Pas le total de vos mises. Conservez ces relevés\u00a0: l’IRS peut vous les demander, et vous pouvez les téléverser comme preuves de pertes.',
  window: `Chaque année d’imposition reste ouverte jusqu’au 15 juin, ${CLAIM_WINDOW_YEARS} ans après la date d’échéance de sa déclaration (le 15 juin de l’année qui suit votre gain)\u00a0: de janvier à la mi-juin, une année de plus est donc ouverte que le reste de l’année.`,
};

export const commonFrCa: Shape<typeof commonEn> = {
  common: {
    error: 'Erreur',
    success: 'Succès',
    unexpected: 'Une erreur inattendue est survenue',
    genericRetry: 'Une erreur est survenue. Veuillez réessayer.',
    loading: 'Chargement...',
    saving: 'Enregistrement...',
    home: 'Accueil',
    backToHome: 'Retour à l’accueil',
    back: 'Retour',
    cancel: 'Annuler',
    save: 'Enregistrer',
    closeNotification: 'Fermer la notification',
    invalidRequest: 'Certains renseignements envoyés ne sont pas valides.',
    notFound: 'Introuvable.',
    unauthorized: 'Veuillez vous connecter pour continuer.',
    forbidden: 'Vous n’êtes pas autorisé à faire cette action.',
    notThroughSite: 'Veuillez passer par le site ou l’application TaxBack pour accéder à ce service.',
    notJson: 'Veuillez envoyer la requête en JSON (Content-Type: application/json).',
    accessDenied: 'Accès refusé. Cette page est réservée aux administrateurs.',
    staffTotpRequired:
      'Les comptes du personnel exigent une application d’authentification. Configurez-la pour ouvrir l’administration.',
    tooManyRequests: 'Trop de demandes. Veuillez patienter un moment, puis réessayer.',
    serverError: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    serviceUnavailable:
      'Une partie de notre service est momentanément injoignable. Rien n’a été modifié; veuillez réessayer dans quelques secondes.',
    conflict: 'Ces renseignements ont été modifiés ailleurs. Veuillez recharger la page et réessayer.',
  },
  header: {
    signIn: 'Se connecter',
    signUp: 'S’inscrire',
    myAccount: 'Mon compte',
    signOut: 'Se déconnecter',
    signingOut: 'Déconnexion...',
    admin: 'Administration',
    nav: {
      whyChooseUs: 'Pourquoi nous choisir',
      howItWorks: 'Comment ça marche',
      faq: 'FAQ',
      blog: 'Blogue',
      pricing: 'Tarifs',
      contact: 'Nous joindre',
    },
    hello: (firstName: string) => `Bonjour, ${firstName}`,
    homeLink: `Accueil ${PRODUCT_NAME}`,
    mainNavigation: 'Navigation principale',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    skipToContent: 'Passer au contenu principal',
    adminUnread: (count: number) => `${count} non lu${count > 1 ? 's' : ''}`,
    adminUnreadLabel: (count: number) =>
      count > 1
        ? `${count} notifications et messages de clients non lus`
        : `${count} notification ou message de client non lu`,
  },
  footer: {
    disclaimer: `${PRODUCT_NAME} est un service tiers de préparation de déclarations établi au Canada. Il n’est pas affilié à l’IRS.`,
    privacy: 'Politique de confidentialité',
    terms: 'Conditions d’utilisation',
    contact: 'Nous joindre',
    copyright: (year: number) => `© ${year} ${PRODUCT_NAME}. Tous droits réservés.`,
  },
  config: {
    errorTitle: `${PRODUCT_NAME} est temporairement indisponible`,
    errorBody: 'L’application n’a pas pu charger ses paramètres. Veuillez réessayer dans quelques minutes.',
    retry: 'Réessayer',
  },
  notFound: {
    title: 'Oups! Cette page est introuvable',
    returnHome: 'Retourner à l’accueil',
  },
  validation: {
    required: 'Ce champ est obligatoire.',
    wholeNumber: 'Entrez un nombre entier.',
    wrongType: (kind: string) => `Valeur attendue\u00a0: ${kind}.`,
    kinds: { string: 'un texte', number: 'un nombre', boolean: 'vrai ou faux', array: 'une liste', object: 'un objet' },
    units: { characters: 'caractères', items: 'éléments', bytes: 'octets' },
    atMost: (limit: number, units: string) => `${limit} ${units} au plus.`,
    atLeast: (limit: number, units: string) => `${limit} ${units} au moins.`,
    exactly: (limit: number, units: string) => `Exactement ${limit} ${units}.`,
    atMostNumber: (limit: number) => `${limit} au plus.`,
    atLeastNumber: (limit: number) => `${limit} au moins.`,
    below: (limit: number) => `Moins de ${limit}.`,
    above: (limit: number) => `Plus de ${limit}.`,
    multipleOf: (divisor: number) => `Un multiple de ${divisor}.`,
    email: 'Entrez une adresse courriel valide.',
    date: 'Entrez une date au format AAAA-MM-JJ.',
    dateTime: 'Entrez une date et une heure au format ISO 8601.',
    identifier: 'Cet identifiant n’est pas valide.',
    format: 'Cette valeur n’est pas au format attendu.',
    oneOf: (values: string) => `Valeur attendue parmi\u00a0: ${values}.`,
    unknownFields: (keys: string) => `Champ inconnu\u00a0: ${keys}.`,
    invalid: 'Cette valeur n’est pas valide.',
  },
  // Noms officiels en français; la valeur enregistrée reste le nom anglais.
  provinces: {
    Alberta: 'Alberta',
    'British Columbia': 'Colombie-Britannique',
    Manitoba: 'Manitoba',
    'New Brunswick': 'Nouveau-Brunswick',
    'Newfoundland and Labrador': 'Terre-Neuve-et-Labrador',
    'Northwest Territories': 'Territoires du Nord-Ouest',
    'Nova Scotia': 'Nouvelle-Écosse',
    Nunavut: 'Nunavut',
    Ontario: 'Ontario',
    'Prince Edward Island': 'Île-du-Prince-Édouard',
    Quebec: 'Québec',
    Saskatchewan: 'Saskatchewan',
    Yukon: 'Yukon',
  },
  dateField: {
    day: 'Jour',
    month: 'Mois',
    year: 'Année',
    chooseMonth: 'Choisir',
    notADate: 'Cette date n’existe pas. Vérifiez le jour, le mois et l’année (4 chiffres).',
  },
  refundFacts: refundFactsFr,
};
