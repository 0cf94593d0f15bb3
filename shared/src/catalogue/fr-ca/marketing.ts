import { FEES, PRODUCT_NAME, TIMINGS } from '../../constants';
import { formatUsd } from '../../i18n/format';
import { refundFactsFr as facts } from './refund-facts';
import { days } from './shared';

const usd = (cents: number) => formatUsd(cents, 'fr-CA');

export const whyChooseUsFr = {
  title: `Pourquoi choisir ${PRODUCT_NAME}`,
  intro:
    'Nous faisons une seule chose\u00a0: aider les Canadiens à récupérer l’impôt américain retenu sur leurs gains de jeu, simplement et à prix fixe.',
  reasons: {
    pricing: {
      title: 'Des tarifs transparents',
      // A getter: the amount is formatted when read (see formatUsd).
      get body() {
        return `Des frais fixes de ${usd(FEES.baseApplicationCents)}, payés seulement quand votre demande est remplie, et remboursés si nous ne pouvons pas produire votre demande. Aucun pourcentage sur votre remboursement, aucune surprise.`;
      },
    },
    process: {
      title: 'Une démarche simple',
      body: `Répondez à quelques questions en ligne en une dizaine de minutes et téléversez vos formulaires. Nous préparons pour vous la demande d’ITIN et la déclaration 1040-NR, prêtes à signer.`,
    },
    support: {
      title: 'Une équipe à vos côtés',
      body: 'Notre équipe fiscale révise chaque dossier, répond à vos questions et s’occupe de l’IRS, pendant que vous suivez chaque étape dans votre compte en ligne.',
    },
  },
  pageTitle: `Pourquoi les Canadiens choisissent ${PRODUCT_NAME}`,
  pageIntro:
    'Récupérer l’impôt américain sur vos gains, c’est composer avec des formulaires de l’IRS, un ITIN et une déclaration dans un régime fiscal étranger. Nous en faisons une courte demande en ligne.',
  team: {
    title: 'Qui prépare votre demande',
    intro: 'Les personnes qui préparent et vérifient chaque demande, et leurs titres professionnels.',
  },
  extras: {
    title: 'Ce sur quoi vous pouvez compter',
    items: [
      'Un service canadien qui connaît la convention fiscale entre le Canada et les États-Unis',
      facts.paymentShort,
      facts.timingShort,
      'Le suivi de votre dossier dans votre compte en ligne, de la demande jusqu’au remboursement',
      'Vos données sensibles chiffrées et traitées selon les lois canadiennes sur la protection des renseignements personnels',
    ],
  },
} as const;

export const howItWorksFr = {
  title: 'Comment ça marche',
  intro: 'Cinq étapes, du relevé fiscal du casino jusqu’à votre remboursement.',
  stepLabel: (number: number) => `Étape ${number}`,
  steps: {
    apply: {
      title: 'Remplissez la demande en ligne',
      body: `Parlez-nous de vos gains et de vos années d’imposition. Cela prend environ ${TIMINGS.applicationMinutes} minutes.`,
    },
    upload: {
      title: 'Téléversez vos documents et payez des frais modestes',
      body: 'Envoyez votre formulaire 1042-S et votre pièce d’identité, puis payez nos frais fixes une fois votre demande remplie.',
    },
    receive: {
      title: 'Recevez vos formulaires à signer',
      body: `Notre équipe révise votre dossier d’ici ${days(TIMINGS.reviewAfterPaymentBusinessDays)} ouvrables et prépare vos formulaires.`,
    },
    sign: {
      title: 'Retournez les formulaires signés',
      body: 'Signez aux endroits indiqués et renvoyez-nous les formulaires. Nous les transmettons à l’IRS pour vous.',
    },
    refund: {
      title: 'Suivez votre dossier et recevez votre remboursement',
      body: `Suivez chaque étape dans votre compte. ${facts.timing}`,
    },
  },
  pageTitle: 'Comment ça marche',
  pageIntro:
    'Un parcours clair, du relevé fiscal du casino qui dort dans votre tiroir jusqu’à votre remboursement de l’IRS.',
} as const;

export const callToActionFr = {
  title: 'Prêt à récupérer votre impôt?',
  body: `Commencez votre demande dès maintenant\u00a0: elle prend environ ${TIMINGS.applicationMinutes} minutes, et vous ne payez qu’une fois qu’elle est remplie.`,
  startApplication: 'Commencer ma demande',
  seePricing: 'Voir les tarifs',
  readFaq: 'Lire la FAQ',
} as const;

export const testimonialsFr = {
  title: 'Ce que disent nos clients',
  previous: 'Témoignage précédent',
  next: 'Témoignage suivant',
  carouselLabel: 'Témoignages de clients',
  slideLabel: (number: number, total: number) => `${number} sur ${total}`,
} as const;

export const pricingFr = {
  title: 'Des tarifs simples et fixes',
  intro:
    'Des frais fixes pour votre demande, payés seulement une fois votre demande remplie. Tous les prix sont en dollars américains.',
  tableCaption: 'Nos frais',
  columns: { item: 'Service', price: 'Prix', when: 'Quand ils s’appliquent' },
  rows: {
    base: {
      item: 'Frais de demande',
      get price() {
        return usd(FEES.baseApplicationCents);
      },
      when: 'Chaque demande, facturés une fois votre demande remplie, avant la production',
    },
    itin: {
      item: 'Traitement de l’ITIN',
      get price() {
        return usd(FEES.itinProcessingCents);
      },
      when: 'Seulement si vous n’avez pas encore d’ITIN',
    },
    additional1042s: {
      item: 'Formulaire 1042-S supplémentaire',
      get price() {
        return `${usd(FEES.additional1042sCents)} chacun`;
      },
      when: 'Chaque formulaire au-delà du premier',
    },
    missingForm: {
      item: 'Récupération de formulaire manquant',
      get price() {
        return `${usd(FEES.missingFormRetrievalCents)} par formulaire`;
      },
      when: 'Chaque formulaire 1042-S perdu que nous demandons au casino pour vous',
    },
  },
  get example() {
    return `Exemple\u00a0: un formulaire 1042-S et pas encore d’ITIN\u00a0: ${usd(FEES.baseApplicationCents)} + ${usd(FEES.itinProcessingCents)} = ${usd(FEES.baseApplicationCents + FEES.itinProcessingCents)}.`;
  },
  moneyBackTitle: 'Remboursement de nos frais',
  moneyBackBody: facts.moneyBackBody,
  includedTitle: 'Chaque demande comprend',
  included: [
    'La révision de votre dossier par notre équipe fiscale',
    'La préparation de votre déclaration 1040-NR et, au besoin, de votre demande d’ITIN (formulaire W-7)',
    'Les communications avec l’IRS en votre nom',
    'Le suivi de votre dossier dans votre compte en ligne jusqu’à l’arrivée de votre remboursement',
  ],
} as const;
