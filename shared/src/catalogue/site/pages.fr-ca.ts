import { FEES, PRODUCT_NAME, TIMINGS, WITHHOLDING_RATE_PERCENT } from '../../constants';
import { type Shape } from '../../i18n/catalogue';
import { formatUsd } from '../../i18n/format';
import { days, refundFactsFr, refundFactsFr as facts } from '../common/fr-ca';
import { type sitePagesEn } from './pages.en';

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

/** The title and search-result description of each public page in French. */
export const pageMetaFr = {
  home: {
    title: `${PRODUCT_NAME} – Récupérez l’impôt américain retenu sur vos gains de jeu`,
    description: `${PRODUCT_NAME} aide les résidents du Canada à récupérer l’impôt américain retenu sur leurs gains de jeu\u00a0: demande d’ITIN et déclaration 1040-NR, on s’occupe de tout.`,
  },
  pricing: {
    title: `Tarifs – ${PRODUCT_NAME}`,
    description: `Des frais fixes pour récupérer l’impôt américain de ${WITHHOLDING_RATE_PERCENT}\u00a0% retenu sur vos gains au casino, payés seulement quand votre demande est remplie.`,
  },
  howItWorks: {
    title: `Comment ça marche – ${PRODUCT_NAME}`,
    description:
      'Faites votre demande en ligne en une dizaine de minutes\u00a0: nous obtenons votre ITIN, produisons votre déclaration 1040-NR et suivons votre remboursement.',
  },
  whyChooseUs: {
    title: `Pourquoi nous choisir – ${PRODUCT_NAME}`,
    description: `Pourquoi les Canadiens choisissent ${PRODUCT_NAME} pour récupérer l’impôt américain retenu sur leurs gains de jeu.`,
  },
  faq: {
    title: `Foire aux questions – ${PRODUCT_NAME}`,
    description:
      'Réponses sur l’ITIN, le formulaire 1042-S, la déclaration 1040-NR, les frais et les délais de remboursement.',
  },
  contact: {
    title: `Nous joindre – ${PRODUCT_NAME}`,
    description: `Des questions sur votre demande de remboursement d’impôt américain? Écrivez à l’équipe ${PRODUCT_NAME}.`,
  },
  privacy: {
    title: `Politique de confidentialité – ${PRODUCT_NAME}`,
    description: `Comment ${PRODUCT_NAME} recueille, utilise et protège vos renseignements personnels.`,
  },
  terms: {
    title: `Conditions d’utilisation – ${PRODUCT_NAME}`,
    description: `Les conditions qui s’appliquent lorsque vous utilisez ${PRODUCT_NAME}.`,
  },
  refundEstimator: {
    title: `Estimateur de remboursement – ${PRODUCT_NAME}`,
    description: 'Estimez en une minute, année par année, le remboursement d’impôt américain sur vos gains de jeu.',
  },
  blog: {
    title: `Blogue – ${PRODUCT_NAME}`,
    description:
      'Des guides sur la retenue d’impôt américaine, l’ITIN et les demandes de remboursement pour les Canadiens qui gagnent aux États-Unis.',
  },
  notFound: {
    title: `Page introuvable – ${PRODUCT_NAME}`,
    description: 'Cette page n’existe pas.',
  },
} as const;

export const sitePagesFrCa: Shape<typeof sitePagesEn> = {
  home: {
    eyebrow: 'Pour les résidents du Canada qui ont gagné aux États-Unis',
    heroTitle: `Récupérez l’impôt de ${WITHHOLDING_RATE_PERCENT}\u00a0% retenu sur vos gains de jeu aux États-Unis`,
    heroBody:
      'Nous obtenons votre numéro d’identification fiscal individuel (ITIN) et produisons votre déclaration 1040-NR auprès de l’IRS. Remplissez la demande en ligne en une dizaine de minutes et suivez chaque étape dans votre compte.',
    getStarted: 'Commencer',
    seePricing: 'Voir les tarifs',
    highlights: {
      payWhenDone: 'Vous payez seulement quand votre demande est remplie',
      moneyBack: refundFactsFr.moneyBackShort,
      refundTiming: refundFactsFr.timingShort,
    },
    needTitle: 'Ce dont vous aurez besoin',
    needItems: {
      form1042s: 'Le relevé fiscal du casino (formulaire 1042-S)',
      governmentId:
        'Votre passeport (pour un ITIN\u00a0: l’original, une copie certifiée conforme ou un agent d’acceptation certificateur)',
      minutes: `Environ ${TIMINGS.applicationMinutes} minutes pour faire la demande en ligne`,
    },
  },
  pageMeta: pageMetaFr,
  whyChooseUs: whyChooseUsFr,
  howItWorks: howItWorksFr,
  callToAction: callToActionFr,
  testimonials: testimonialsFr,
  pricing: pricingFr,
};
